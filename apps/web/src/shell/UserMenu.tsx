import Logout from '@mui/icons-material/Logout';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { Avatar, Box, Divider, IconButton, ListItemIcon, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAuth } from '../auth/AuthContext';
import { useTranslation } from '../i18n/useTranslation';
import { useMenuAnchor } from './useMenuAnchor';

/** Account menu: who is signed in, My Profile, Settings, Log Out. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const menu = useMenuAnchor();
  const name = user?.username || t('User');

  const signOut = async () => {
    menu.close();
    await logout();
    navigate('/login', { replace: true });
  };

  return (
    <>
      <Tooltip title={t('Account')}>
        <IconButton aria-label={t('Account menu for {{name}}', { name })} {...menu.buttonProps}>
          <Avatar sx={{ width: 28, height: 28, fontSize: 14, bgcolor: 'primary.main' }}>
            {name.charAt(0).toUpperCase()}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu id={menu.menuId} anchorEl={menu.anchor} open={menu.isOpen} onClose={menu.close}>
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {user?.role ? t(user.role) : t('No role')}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to="/profile" onClick={menu.close}>
          <ListItemIcon>
            <PersonOutlined fontSize="small" />
          </ListItemIcon>
          {t('My Profile')}
        </MenuItem>
        <MenuItem component={RouterLink} to="/configuration" onClick={menu.close}>
          <ListItemIcon>
            <SettingsOutlined fontSize="small" />
          </ListItemIcon>
          {t('Settings')}
        </MenuItem>
        <MenuItem onClick={signOut}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('Log Out')}
        </MenuItem>
      </Menu>
    </>
  );
}
