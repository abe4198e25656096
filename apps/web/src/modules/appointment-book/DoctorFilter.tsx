import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from '../../i18n/useTranslation';
import type { DoctorOption } from './useCalendar';

interface DoctorFilterProps {
  doctors: readonly DoctorOption[];
  /** The chosen doctor's id; null: every doctor. */
  value: number | null;
  onChange(doctor: number | null): void;
}

/** A calendar's doctor: one doctor's book, or All doctors. */
export function DoctorFilter({ doctors, value, onChange }: DoctorFilterProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('Doctor')}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      sx={{ minWidth: 220 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('All doctors')}</MenuItem>
      {doctors.map((d) => (
        <MenuItem key={d.id} value={d.id}>
          {d.fullName}
        </MenuItem>
      ))}
    </TextField>
  );
}
