import { formatDayHours, type SiteSectionValues, WEEK_DAYS, type WeekHours, weekDayOf } from '@chairside/domain';
import { Box, Paper, Skeleton } from '@mui/material';
import { alpha, lighten, type Theme } from '@mui/material/styles';
import { ltr } from '../../i18n/bidi';
import { useTranslation } from '../../i18n/useTranslation';
import { Section } from './Section';

/**
 * A cell of MUI's small Table, drawn on the table's own elements: Table, TableBody, TableRow and
 * TableCell are a file of 2 KB gzip on the landing page, for this one table.
 */
const CELL = {
  typography: 'body2',
  verticalAlign: 'inherit',
  textAlign: 'left',
  padding: '6px 16px',
  color: 'text.primary',
  borderBottom: (theme: Theme) => `1px solid ${lighten(alpha(theme.palette.divider, 1), 0.88)}`,
} as const;

/** Opening Hours, Monday to Sunday; closed days in the error colour, today in bold. */
export function OpeningHoursSection({ text, hours }: { text: SiteSectionValues; hours: WeekHours | undefined }) {
  const { t } = useTranslation();
  const today = weekDayOf();
  return (
    <Section id="hours" title={String(text.title)} subtitle={String(text.subtitle)}>
      <Paper variant="outlined" sx={{ maxWidth: 480 }}>
        <Box component="table" aria-labelledby="hours-title" sx={{ width: '100%', borderCollapse: 'collapse' }}>
          <tbody>
            {WEEK_DAYS.map((day) => {
              const d = hours?.[day];
              const isToday = day === today;
              return (
                <Box
                  component="tr"
                  key={day}
                  sx={{ verticalAlign: 'middle', bgcolor: isToday ? '#eef5f8' : undefined }}
                >
                  <Box component="th" scope="row" sx={[CELL, { fontWeight: isToday ? 700 : 500 }]}>
                    {t(day)}
                    {isToday && ` · ${t('Today')}`}
                  </Box>
                  <Box
                    component="td"
                    sx={[
                      CELL,
                      { textAlign: 'right', fontWeight: isToday ? 700 : 400 },
                      d?.closed === true && { color: 'error.main' },
                    ]}
                  >
                    {d ? d.closed ? t('Closed') : ltr(formatDayHours(d)) : <Skeleton width={100} sx={{ ml: 'auto' }} />}
                  </Box>
                </Box>
              );
            })}
          </tbody>
        </Box>
      </Paper>
    </Section>
  );
}
