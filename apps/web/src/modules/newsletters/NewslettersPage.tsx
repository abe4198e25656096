import { newsletterSubscribers } from '@chairside/domain';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ResourcePage } from '../../resources/ResourcePage';
import { SendIssueDialog } from './SendIssueDialog';

/** `/newsletters`: the subscribers (5 a page as the spec), their status and dates, export, and Send Issue. */
export default function NewslettersPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ResourcePage
        def={newsletterSubscribers}
        toolbar={() => (
          <Button startIcon={<SendOutlined />} onClick={() => setOpen(true)}>
            {t('Send Issue')}
          </Button>
        )}
      />
      <SendIssueDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
