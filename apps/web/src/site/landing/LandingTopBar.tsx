import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, Container, IconButton, Toolbar, Typography } from '@mui/material';
import { lazy } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../auth/AuthContext';
import { AppLogo } from '../../components/AppLogo';
import { OnFirstOpen } from '../../components/OnFirstOpen';
import { useTranslation } from '../../i18n/useTranslation';
import { LanguageMenu } from '../../shell/LanguageMenu';
import { useMenuAnchor } from '../../shell/useMenuAnchor';
import { goToSection, LANDING_SECTIONS } from './sections';

const SectionsMenu = lazy(() => import('./SectionsMenu'));

/** Fixed top bar: section links, language, and Login (or the dashboard when signed in). */
export function LandingTopBar({ appName, showLogo }: { appName: string; showLogo: boolean }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const menu = useMenuAnchor();
  const account = user ? { to: '/dashboard', label: t('Open the dashboard') } : { to: '/login', label: t('Login') };

  return (
    <AppBar position="fixed" color="inherit" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters variant="dense" sx={{ gap: 1 }}>
          <Typography
            variant="h6"
            component="p"
            noWrap
            sx={{ color: 'primary.dark', flexGrow: 1, display: 'flex', alignItems: 'center', gap: 1 }}
          >
            {showLogo && <AppLogo color="primary" />}
            {appName}
          </Typography>
          <Box component="nav" aria-label={t('Sections')} sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
            {LANDING_SECTIONS.map((s) => (
              <Button
                key={s.id}
                color="inherit"
                href={`#${s.id}`}
                onClick={(e) => {
                  e.preventDefault();
                  goToSection(s.id);
                }}
              >
                {t(s.label)}
              </Button>
            ))}
          </Box>
          <LanguageMenu />
          <Button
            variant="contained"
            component={RouterLink}
            to={account.to}
            sx={{ display: { xs: 'none', md: 'inline-flex' } }}
          >
            {account.label}
          </Button>
          <IconButton aria-label={t('Open the menu')} sx={{ display: { md: 'none' } }} {...menu.buttonProps}>
            <MenuIcon />
          </IconButton>
          <OnFirstOpen open={menu.isOpen}>
            <SectionsMenu menu={menu} account={account} />
          </OnFirstOpen>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
