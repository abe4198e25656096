import { isOverdue } from '@chairside/domain';
import { Box, Chip } from '@mui/material';
import dayjs from 'dayjs';
import { useTranslation } from '../../i18n/useTranslation';
import { formatDate } from '../../resources/format';
import type { ResourceRecord } from '../../resources/types';
import { useFormatContext } from '../../resources/useFormatContext';

/** A task's due date, flagged Overdue when it is past and the task is not done. */
export function DueDate({ task }: { task: ResourceRecord }) {
  const { t } = useTranslation();
  const ctx = useFormatContext();
  if (typeof task.dueDate !== 'string') return null;
  const overdue = isOverdue(task, dayjs().format('YYYY-MM-DD'));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
      <bdi dir="ltr">{formatDate(task.dueDate, ctx)}</bdi>
      {overdue && <Chip label={t('Overdue')} color="error" size="small" variant="outlined" />}
    </Box>
  );
}
