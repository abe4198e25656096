import { type DayHours, WEEK_DAYS, type WeekDay, type WeekHours } from '@chairside/domain';
import { Box, FormControlLabel, FormHelperText, Switch, Typography } from '@mui/material';
import { useTranslation } from '../i18n/useTranslation';
import { ClockTimeField } from './ClockTimeField';

export interface OpenHoursEditorProps {
  value: WeekHours;
  onChange(v: WeekHours): void;
  /** Messages keyed by path inside the week: `Monday.close`, `Monday.open`, `Monday`. */
  errors?: Record<string, string>;
  disabled?: boolean;
}

/**
 * The opening hours of a week, one row a day: open or closed, opening and
 * closing time (on the clinic's clock). Used for the clinic settings and for each clinic.
 */
export function OpenHoursEditor({ value, onChange, errors = {}, disabled = false }: OpenHoursEditorProps) {
  const { t } = useTranslation();
  const setDay = (day: WeekDay, patch: Partial<DayHours>) => onChange({ ...value, [day]: { ...value[day], ...patch } });

  return (
    <Box role="group" aria-label={t('Opening hours')} sx={{ display: 'grid', gap: 1.5 }}>
      {WEEK_DAYS.map((day) => {
        const hours = value[day];
        const dayName = t(day);
        const openError = errors[`${day}.open`];
        const closeError = errors[`${day}.close`];
        const dayError = errors[day];
        return (
          <Box
            key={day}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr 1fr', sm: '110px 130px 1fr 1fr' },
              gap: 1,
              alignItems: 'start',
            }}
          >
            <Typography sx={{ fontWeight: 600, pt: 1 }}>{dayName}</Typography>
            <FormControlLabel
              sx={{ m: 0 }}
              disabled={disabled}
              control={
                <Switch
                  size="small"
                  checked={!hours.closed}
                  onChange={(e) => setDay(day, { closed: !e.target.checked })}
                  slotProps={{ input: { 'aria-label': t('{{day}} open', { day: dayName }) } }}
                />
              }
              label={hours.closed ? t('Closed') : t('Open')}
            />
            <ClockTimeField
              label={t('Opens')}
              value={hours.open}
              disabled={disabled || hours.closed}
              onChange={(open) => setDay(day, { open })}
              error={openError !== undefined}
              helperText={openError ? t(openError) : undefined}
              slotProps={{
                htmlInput: { 'aria-label': t('{{day}} opening time', { day: dayName }) },
              }}
            />
            <ClockTimeField
              label={t('Closes')}
              value={hours.close}
              disabled={disabled || hours.closed}
              onChange={(close) => setDay(day, { close })}
              error={closeError !== undefined}
              helperText={closeError ? t(closeError) : undefined}
              slotProps={{
                htmlInput: { 'aria-label': t('{{day}} closing time', { day: dayName }) },
              }}
            />
            {dayError && (
              <FormHelperText error sx={{ gridColumn: '1 / -1', mt: -0.5 }}>
                {t(dayError)}
              </FormHelperText>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
