import { List, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { navItemFor } from './nav';
import type { NavSection } from './useVisibleNav';

/** The grouped links of the sidebar; when collapsed, icons with tooltips. */
export function SidebarNav({ sections, collapsed }: { sections: NavSection[]; collapsed: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = navItemFor(pathname)?.path;

  return sections.map(({ group, items }) => (
    <List
      key={group}
      aria-label={t(group)}
      subheader={
        collapsed ? undefined : (
          <ListSubheader disableSticky sx={{ lineHeight: '32px', fontSize: 11, textTransform: 'uppercase' }}>
            {t(group)}
          </ListSubheader>
        )
      }
      sx={{ py: collapsed ? 0.5 : 0 }}
    >
      {items.map((item) => {
        const label = t(item.label);
        const Icon = item.icon;
        const selected = current === item.path;
        const button = (
          <ListItemButton
            component={RouterLink}
            to={item.path}
            selected={selected}
            aria-current={selected ? 'page' : undefined}
            aria-label={collapsed ? label : undefined}
            sx={{
              mx: 1,
              borderRadius: 1,
              justifyContent: collapsed ? 'center' : 'flex-start',
              '&.Mui-selected': { color: 'primary.main' },
            }}
          >
            <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36, color: selected ? 'primary.main' : undefined }}>
              <Icon fontSize="small" />
            </ListItemIcon>
            {!collapsed && <ListItemText primary={label} />}
          </ListItemButton>
        );
        return (
          <li key={item.path} style={{ listStyle: 'none' }}>
            {collapsed ? (
              <Tooltip title={label} placement="right">
                {button}
              </Tooltip>
            ) : (
              button
            )}
          </li>
        );
      })}
    </List>
  ));
}
