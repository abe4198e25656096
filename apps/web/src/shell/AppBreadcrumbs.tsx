import NavigateNext from '@mui/icons-material/NavigateNext';
import { Breadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import { navItemFor } from './nav';

/** Home › group › page, drawn from the navigation table. */
export function AppBreadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const item = navItemFor(pathname);
  const isHome = item?.path === '/dashboard';
  const showGroup = item && item.group !== 'Main' && item.group !== 'Account' && item.group !== item.label;

  return (
    <Breadcrumbs
      aria-label={t('Breadcrumb')}
      separator={
        <NavigateNext fontSize="small" sx={{ transform: (th) => (th.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
      }
      sx={{ my: 1.5, fontSize: 13 }}
    >
      {!isHome && (
        <Link component={RouterLink} to="/dashboard" underline="hover" color="inherit">
          {t('Home')}
        </Link>
      )}
      {showGroup && <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{t(item.group)}</Typography>}
      <Typography aria-current="page" sx={{ fontSize: 13, color: 'text.primary', fontWeight: 600 }}>
        {item ? t(item.label) : t('Page not found')}
      </Typography>
    </Breadcrumbs>
  );
}
