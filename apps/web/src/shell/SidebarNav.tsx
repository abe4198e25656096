import { List, ListSubheader } from '@mui/material';
import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import { navItemFor } from './nav';
import { SidebarEntry } from './SidebarEntry';
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
      {items.map((item) => (
        <SidebarEntry key={item.path} item={item} collapsed={collapsed} selected={current === item.path} />
      ))}
    </List>
  ));
}
