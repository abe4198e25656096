import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import { Button, type ButtonProps } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { BOOK_VISIT_PATH } from './sections';

/** The landing's way to the online booking page (spec 000 §2.8's Book Appointment). */
export function BookVisitButton(props: Pick<ButtonProps, 'color' | 'sx'>) {
  const { t } = useTranslation();
  return (
    <Button
      variant="contained"
      size="large"
      component={RouterLink}
      to={BOOK_VISIT_PATH}
      startIcon={<EventAvailableOutlined />}
      {...props}
    >
      {t('Book Appointment')}
    </Button>
  );
}
