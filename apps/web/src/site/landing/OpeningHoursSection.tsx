import { formatDayHours, WEEK_DAYS, type WeekHours, weekDayOf } from '@chairside/domain';
import { Paper, Skeleton, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { ltr } from '../../i18n/bidi';
import { useTranslation } from '../../i18n/useTranslation';
import { Section } from './Section';

/** Opening Hours, Monday to Sunday; closed days in the error colour, today in bold. */
export function OpeningHoursSection({ hours }: { hours: WeekHours | undefined }) {
  const { t } = useTranslation();
  const today = weekDayOf();
  return (
    <Section id="hours" title={t('Opening Hours')}>
      <Paper variant="outlined" sx={{ maxWidth: 480 }}>
        <Table aria-labelledby="hours-title">
          <TableBody>
            {WEEK_DAYS.map((day) => {
              const d = hours?.[day];
              const isToday = day === today;
              return (
                <TableRow key={day} sx={isToday ? { bgcolor: '#eef5f8' } : undefined}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: isToday ? 700 : 500 }}>
                    {t(day)}
                    {isToday && ` · ${t('Today')}`}
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{ color: d?.closed ? 'error.main' : undefined, fontWeight: isToday ? 700 : 400 }}
                  >
                    {d ? d.closed ? t('Closed') : ltr(formatDayHours(d)) : <Skeleton width={100} sx={{ ml: 'auto' }} />}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Paper>
    </Section>
  );
}
