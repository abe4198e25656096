import { Badge, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { useTranslation } from '../i18n/useTranslation';
import type { NavItem } from './nav';
import { useNavCount } from './useNavCount';

interface SidebarEntryProps {
  item: NavItem;
  collapsed: boolean;
  selected: boolean;
}

/** One sidebar link, with its count badge when it declares one; when collapsed, an icon with a tooltip. */
export function SidebarEntry({ item, collapsed, selected }: SidebarEntryProps) {
  const { t } = useTranslation();
  const count = useNavCount(item);
  const label = t(item.label);
  const shown = count !== undefined && count > 0 && item.count;
  // The badge's digits are drawn for the eye; the link's text says them in words, for screen readers.
  const countText = shown ? t(shown.label, { n: count }) : null;
  const name = countText ? `${label}, ${countText}` : label;
  const Icon = item.icon;
  const button = (
    <ListItemButton
      component={RouterLink}
      to={item.path}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      aria-label={collapsed && !countText ? label : undefined}
      sx={{
        mx: 1,
        borderRadius: 1,
        justifyContent: collapsed ? 'center' : 'flex-start',
        '&.Mui-selected': { color: 'primary.main' },
      }}
    >
      <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36, color: selected ? 'primary.main' : undefined }}>
        <Badge badgeContent={shown ? count : 0} color="error" max={99} slotProps={{ badge: { 'aria-hidden': true } }}>
          <Icon fontSize="small" />
        </Badge>
      </ListItemIcon>
      {!collapsed && <ListItemText primary={label} />}
      {countText && <VisuallyHidden>{collapsed ? name : `, ${countText}`}</VisuallyHidden>}
    </ListItemButton>
  );
  return (
    <li style={{ listStyle: 'none' }}>
      {collapsed ? (
        <Tooltip title={name} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </li>
  );
}
