import HelpOutlined from '@mui/icons-material/HelpOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import { AppBar, Box, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAppName, useSettings } from '../api/settings';
import { AppLogo } from '../components/AppLogo';
import { useTranslation } from '../i18n/useTranslation';
import { GlobalSearch } from './GlobalSearch';
import { LanguageMenu } from './LanguageMenu';
import { NotificationsMenu } from './NotificationsMenu';
import { QuickAddMenu } from './QuickAddMenu';
import { UserMenu } from './UserMenu';

interface HeaderProps {
  onToggleSidebar(): void;
  sidebarOpen: boolean;
}

/** Top bar: menu toggle, clinic name, search, quick add, notifications, language, help, account. */
export function Header({ onToggleSidebar, sidebarOpen }: HeaderProps) {
  const { t } = useTranslation();
  const appName = useAppName();
  const showLogo = useSettings().data?.system.showLogo === true;
  return (
    <AppBar
      position="fixed"
      color="inherit"
      sx={{ zIndex: (th) => th.zIndex.drawer + 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar variant="dense" sx={{ gap: { xs: 0.5, sm: 1 } }}>
        <IconButton
          edge="start"
          onClick={onToggleSidebar}
          aria-label={sidebarOpen ? t('Collapse the menu') : t('Expand the menu')}
          aria-expanded={sidebarOpen}
        >
          {sidebarOpen ? <MenuOpen /> : <MenuIcon />}
        </IconButton>
        <Typography
          component={RouterLink}
          to="/dashboard"
          variant="h6"
          noWrap
          sx={{
            color: 'primary.dark',
            textDecoration: 'none',
            display: { xs: 'none', sm: 'flex' },
            alignItems: 'center',
            gap: 1,
            maxWidth: 260,
          }}
        >
          {showLogo && <AppLogo color="primary" />}
          {appName}
        </Typography>
        <Box sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center', minWidth: 0 }}>
          <GlobalSearch />
        </Box>
        <QuickAddMenu />
        <NotificationsMenu />
        <LanguageMenu />
        <Tooltip title={t('Help')}>
          <IconButton component={RouterLink} to="/help" aria-label={t('Help')}>
            <HelpOutlined />
          </IconButton>
        </Tooltip>
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
