import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import { Button, type ButtonProps } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { BOOK_VISIT_PATH } from './sections';

/** The landing's way to the online booking page (spec 000 §2.8's Book Appointment). */
export function BookVisitButton({ label, ...props }: Pick<ButtonProps, 'color' | 'sx'> & { label: string }) {
  return (
    <Button
      variant="contained"
      size="large"
      component={RouterLink}
      to={BOOK_VISIT_PATH}
      startIcon={<EventAvailableOutlined />}
      {...props}
    >
      {label}
    </Button>
  );
}
