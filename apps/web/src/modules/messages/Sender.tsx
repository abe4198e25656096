import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import { Box } from '@mui/material';
import { useTranslation } from '../../i18n/useTranslation';
import type { ResourceRecord } from '../../resources/types';

/** The sender of a message in the inbox; a dot (named Unread for screen readers) before an unread one. */
export function Sender({ message }: { message: ResourceRecord }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, height: '100%', minWidth: 0 }}>
      {message.read === false && <FiberManualRecord color="primary" sx={{ fontSize: 10 }} titleAccess={t('Unread')} />}
      <Box component="bdi" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {String(message.name ?? '')}
      </Box>
    </Box>
  );
}
