import type { AsapOffer } from '@chairside/domain';
import FastForwardOutlined from '@mui/icons-material/FastForwardOutlined';
import { ListItemIcon, ListItemText, ListSubheader, MenuItem } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { useFormatDate } from '../../app/useFormatDate';
import type { TFunction } from '../../i18n/useTranslation';
import { APPOINTMENT_PAGES } from '../appointments/pages';

/**
 * The bell's freed times (issue 25): each time a cancelled or moved visit gave up, with the ASAP
 * patients who fit it, each a link to the booking page prefilled with that patient and time (for
 * those who may book; the others read them).
 */
export function asapOfferItems(
  offers: readonly AsapOffer[] | undefined,
  close: () => void,
  t: TFunction,
  formatDate: ReturnType<typeof useFormatDate>,
  canBook: boolean,
) {
  if (!offers?.length) return [];
  const items = [
    <ListSubheader key="asap-heading" role="presentation" sx={{ lineHeight: '32px' }}>
      {t('Freed times for the ASAP list: {{n}}', { n: offers.length })}
    </ListSubheader>,
  ];
  for (const o of offers)
    for (const p of o.patients) {
      const text = (
        <ListItemText
          primary={t('Offer {{time}} to {{name}}', {
            time: `${formatDate(o.date)} ${o.startTime}`,
            name: p.patientName,
          })}
          secondary={[o.doctorName, o.clinicName, t(o.reason), p.note ?? ''].filter(Boolean).join(' · ')}
          slotProps={{ primary: { sx: { whiteSpace: 'normal' } }, secondary: { sx: { whiteSpace: 'normal' } } }}
        />
      );
      const icon = (
        <ListItemIcon>
          <FastForwardOutlined fontSize="small" />
        </ListItemIcon>
      );
      items.push(
        canBook ? (
          <MenuItem
            key={`asap-${o.id}-${p.entry}`}
            component={RouterLink}
            to={APPOINTMENT_PAGES.book({
              patient: p.patient,
              doctor: o.doctor,
              clinic: o.clinic,
              date: o.date,
              start: o.startTime,
            })}
            onClick={close}
          >
            {icon}
            {text}
          </MenuItem>
        ) : (
          <MenuItem key={`asap-${o.id}-${p.entry}`} disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
            {icon}
            {text}
          </MenuItem>
        ),
      );
    }
  return items;
}
