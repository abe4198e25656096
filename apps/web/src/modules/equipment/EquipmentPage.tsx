import { EQUIPMENT_MESSAGES, equipment, IN_MAINTENANCE } from '@chairside/domain';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import QrCode2Outlined from '@mui/icons-material/QrCode2Outlined';
import { Button } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import type { BulkAction } from '../../resources/BulkActionButton';
import type { CustomCells, RowAction } from '../../resources/columns';
import { useUploadFilesAction } from '../../resources/files/UploadFilesDialog';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceRecord } from '../../resources/types';
import { AddMaintenanceDialog } from './AddMaintenanceDialog';
import { MaintenanceHistoryDialog } from './MaintenanceHistoryDialog';
import { NextServiceDue } from './NextServiceDue';
import { PatchFieldDialog } from './PatchFieldDialog';
import { QrCodeDialog } from './QrCodeDialog';

type Open = { kind: 'maintenance' | 'schedule' | 'technician' | 'qr' | 'history'; record: ResourceRecord } | null;

const CELLS: CustomCells = { nextServiceDue: (record) => <NextServiceDue record={record} /> };

const BULK: readonly BulkAction[] = [
  {
    label: 'Mark as In Maintenance',
    icon: <BuildOutlined fontSize="small" />,
    values: { status: IN_MAINTENANCE },
    done: EQUIPMENT_MESSAGES.statusUpdated,
  },
];

/**
 * Spec 002 "Equipment maintenance": the generic list (filters, Overdue view,
 * export, delete and Mark as In Maintenance on the selection), plus Add
 * Maintenance, Schedule Maintenance, Assign Technician, Attach File, QR Code
 * and Maintenance History in the row menu and the detail view.
 */
export default function EquipmentPage() {
  const { t } = useTranslation();
  const { can } = useAuth();
  const canWrite = can(equipment.permissions.write);
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);
  const attach = useUploadFilesAction(equipment, 'attachments', 'Attach File');

  const rowActions = useMemo<RowAction[]>(() => {
    const show = (kind: NonNullable<Open>['kind']) => (record: ResourceRecord) => setOpen({ kind, record });
    return [
      {
        label: 'Add Maintenance',
        icon: <BuildOutlined fontSize="small" />,
        writes: true,
        onClick: show('maintenance'),
      },
      {
        label: 'Schedule Maintenance',
        icon: <EventOutlined fontSize="small" />,
        writes: true,
        onClick: show('schedule'),
      },
      {
        label: 'Assign Technician',
        icon: <EngineeringOutlined fontSize="small" />,
        writes: true,
        onClick: show('technician'),
      },
      attach.action,
      { label: 'QR Code', icon: <QrCode2Outlined fontSize="small" />, onClick: show('qr') },
      { label: 'Maintenance History', icon: <ListAltOutlined fontSize="small" />, onClick: show('history') },
    ];
  }, [attach.action]);

  const detailActions = useCallback(
    (record: ResourceRecord) => (
      <>
        {canWrite && (
          <Button startIcon={<BuildOutlined />} onClick={() => setOpen({ kind: 'maintenance', record })}>
            {t('Add Maintenance')}
          </Button>
        )}
        <Button startIcon={<ListAltOutlined />} onClick={() => setOpen({ kind: 'history', record })}>
          {t('Maintenance History')}
        </Button>
        <Button startIcon={<QrCode2Outlined />} onClick={() => setOpen({ kind: 'qr', record })}>
          {t('QR Code')}
        </Button>
      </>
    ),
    [canWrite, t],
  );

  return (
    <>
      <ResourcePage
        def={equipment}
        title="Equipment Maintenance"
        cells={CELLS}
        rowActions={rowActions}
        detailActions={detailActions}
        bulkActions={BULK}
      />
      {attach.dialog}
      {open?.kind === 'maintenance' && <AddMaintenanceDialog record={open.record} onClose={close} />}
      {open?.kind === 'schedule' && (
        <PatchFieldDialog
          record={open.record}
          field="nextServiceDue"
          title="Schedule Maintenance"
          submitLabel="Schedule"
          done={EQUIPMENT_MESSAGES.scheduled}
          onClose={close}
        />
      )}
      {open?.kind === 'technician' && (
        <PatchFieldDialog
          record={open.record}
          field="assignedTechnician"
          title="Assign Technician"
          submitLabel="Assign"
          done={EQUIPMENT_MESSAGES.technicianAssigned}
          onClose={close}
        />
      )}
      {open?.kind === 'qr' && <QrCodeDialog record={open.record} onClose={close} />}
      {open?.kind === 'history' && <MaintenanceHistoryDialog record={open.record} onClose={close} />}
    </>
  );
}
