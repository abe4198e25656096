import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import { Button } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { problemMessage } from '../../resources/errors';
import type { ResourceRecord } from '../../resources/types';
import { useToast } from '../../shell/toast';
import { useSetMessageRead } from './useSetMessageRead';

/**
 * In the open message: opening it marks it read (once per opening, so that
 * "Mark as unread" holds while it stays open), and a button flips it back.
 */
export function ReadStateButton({ message }: { message: ResourceRecord }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { mutate, isPending } = useSetMessageRead();
  const opened = useRef<number | null>(null);

  useEffect(() => {
    if (opened.current === message.id) return;
    opened.current = message.id;
    if (message.read === false) mutate({ id: message.id, read: true });
  }, [message.id, message.read, mutate]);

  const read = message.read === true;
  return (
    <Button
      startIcon={read ? <MarkEmailUnreadOutlined /> : <MarkEmailReadOutlined />}
      // Not disabled while saving (the automatic mark-read would make it flicker): a click then waits its turn.
      onClick={() => {
        if (isPending) return;
        mutate(
          { id: message.id, read: !read },
          {
            onSuccess: () => toast.success(read ? 'Marked as unread.' : 'Marked as read.'),
            onError: (error) => toast.error(problemMessage(error)),
          },
        );
      }}
    >
      {t(read ? 'Mark as unread' : 'Mark as read')}
    </Button>
  );
}
