import { insurancePolicies } from '@chairside/domain';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import { Button } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import type { RowAction } from '../../resources/columns';
import { ResourcePage } from '../../resources/ResourcePage';
import { usePdfDownloadAction } from '../../resources/recordDownloads';
import type { ResourceRecord } from '../../resources/types';
import { CoverageDialog } from './CoverageDialog';
import { useRenewalReminder } from './useRenewalReminder';

/**
 * Spec 002 "Insurance Records": tiles, charts and the generic list, form and
 * detail (the row menu's View is the policy's details), plus View Coverage,
 * Download Policy PDF and Send Renewal Reminder (a real email, queued in the outbox) in the row menu;
 * the detail view repeats View Coverage and the reminder.
 */
export default function InsurancePage() {
  const { t } = useTranslation();
  const { can } = useAuth();
  const canWrite = can(insurancePolicies.permissions.write);
  const [coverage, setCoverage] = useState<ResourceRecord | null>(null);
  const pdf = usePdfDownloadAction(insurancePolicies);
  const reminder = useRenewalReminder();
  const { send } = reminder;

  const rowActions = useMemo<RowAction[]>(
    () => [
      { label: 'View Coverage', icon: <ShieldOutlined fontSize="small" />, onClick: setCoverage },
      { ...pdf, label: 'Download Policy PDF' },
      {
        label: 'Send Renewal Reminder',
        icon: <NotificationsActiveOutlined fontSize="small" />,
        writes: true,
        onClick: (record) => void send(record),
      },
    ],
    [pdf, send],
  );

  const detailActions = useCallback(
    (record: ResourceRecord) => (
      <>
        <Button startIcon={<ShieldOutlined />} onClick={() => setCoverage(record)}>
          {t('View Coverage')}
        </Button>
        {canWrite && !record.archivedAt && (
          <Button startIcon={<NotificationsActiveOutlined />} onClick={() => void send(record)}>
            {t('Send Renewal Reminder')}
          </Button>
        )}
      </>
    ),
    [send, canWrite, t],
  );

  return (
    <>
      <ResourcePage def={insurancePolicies} rowActions={rowActions} detailActions={detailActions} />
      <CoverageDialog policy={coverage} onClose={() => setCoverage(null)} />
      {reminder.dialog}
    </>
  );
}
