import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment } from '@mui/material';
import { useTranslation } from '../i18n/useTranslation';

/** The show/hide button at the end of a password field. */
export function PasswordToggle({ visible, onToggle }: { visible: boolean; onToggle(): void }) {
  const { t } = useTranslation();
  return (
    <InputAdornment position="end">
      <IconButton
        onClick={onToggle}
        aria-label={visible ? t('Hide password') : t('Show password')}
        aria-pressed={visible}
        edge="end"
      >
        {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
      </IconButton>
    </InputAdornment>
  );
}
