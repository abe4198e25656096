import MoreVert from '@mui/icons-material/MoreVert';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { type ReactElement, useId, useState } from 'react';

export interface RowMenuItem {
  /** Translated text of the entry. */
  label: string;
  icon?: ReactElement;
  onClick(): void;
}

/**
 * The menu of one grid row, its button named for the row ("Actions for Adam
 * Park") so that a screen reader, and a test, can tell the rows' menus apart.
 */
export function RowActionsMenu({ name, items }: { name: string; items: readonly RowMenuItem[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  if (!items.length) return null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={name}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? id : undefined}
        onClick={(e) => {
          e.stopPropagation();
          setAnchor(e.currentTarget);
        }}
        onKeyDown={(e) => e.stopPropagation()}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items.map((item) => (
          <MenuItem
            key={item.label}
            onClick={() => {
              setAnchor(null);
              item.onClick();
            }}
          >
            {item.icon && <ListItemIcon>{item.icon}</ListItemIcon>}
            <ListItemText>{item.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
