import { isEquipmentOverdue } from '@chairside/domain';
import { Box, Chip } from '@mui/material';
import dayjs from 'dayjs';
import { useTranslation } from '../../i18n/useTranslation';
import { formatDate } from '../../resources/format';
import type { ResourceRecord } from '../../resources/types';
import { useFormatContext } from '../../resources/useFormatContext';

/** The next service date, flagged Overdue when it is past and the equipment is not retired. */
export function NextServiceDue({ record }: { record: ResourceRecord }) {
  const { t } = useTranslation();
  const ctx = useFormatContext();
  if (typeof record.nextServiceDue !== 'string') return null;
  const overdue = isEquipmentOverdue(record, dayjs().format('YYYY-MM-DD'));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
      <bdi dir="ltr">{formatDate(record.nextServiceDue, ctx)}</bdi>
      {overdue && <Chip label={t('Overdue')} color="error" size="small" variant="outlined" />}
    </Box>
  );
}
