import { APP_VERSION } from '@chairside/domain';
import { Box, Divider, Drawer, Toolbar, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { SidebarFilter } from './SidebarFilter';
import { SidebarNav } from './SidebarNav';
import { useVisibleNav } from './useVisibleNav';

export const SIDEBAR_WIDTH = 250;
export const SIDEBAR_COLLAPSED_WIDTH = 80;

interface SidebarProps {
  variant: 'permanent' | 'temporary';
  /** Icons only (desktop). */
  collapsed: boolean;
  /** Open state of the temporary (mobile) drawer. */
  open: boolean;
  onClose(): void;
}

/** The navigation drawer: filter box, grouped links, version. */
export function Sidebar({ variant, collapsed, open, onClose }: SidebarProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const sections = useVisibleNav(collapsed ? '' : filter);
  const width = collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;

  return (
    <Drawer
      variant={variant}
      open={variant === 'permanent' || open}
      onClose={onClose}
      slotProps={{ paper: { component: 'nav', 'aria-label': t('Main menu') } }}
      sx={{
        width,
        flexShrink: 0,
        transition: (th) => th.transitions.create('width', { duration: th.transitions.duration.shorter }),
        '& .MuiDrawer-paper': {
          width,
          overflowX: 'hidden',
          boxSizing: 'border-box',
          display: 'flex',
          flexDirection: 'column',
          transition: (th) => th.transitions.create('width', { duration: th.transitions.duration.shorter }),
        },
      }}
    >
      <Toolbar variant="dense" />
      {!collapsed && <SidebarFilter value={filter} onChange={setFilter} />}
      <Box sx={{ flexGrow: 1, overflowY: 'auto' }}>
        {sections.length === 0 ? (
          <Typography sx={{ p: 2, color: 'text.secondary', fontSize: 13 }}>{t('No menu items match')}</Typography>
        ) : (
          <SidebarNav sections={sections} collapsed={collapsed} />
        )}
      </Box>
      <Divider />
      <Typography sx={{ py: 1, textAlign: 'center', fontSize: 12, color: 'text.secondary' }}>v{APP_VERSION}</Typography>
    </Drawer>
  );
}
