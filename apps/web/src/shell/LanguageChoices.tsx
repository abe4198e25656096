import { LANGUAGE_LABELS, LANGUAGES, type Language } from '@chairside/domain';
import { Menu, MenuItem } from '@mui/material';
import { setLanguage } from '../i18n';
import type { MenuAnchor } from './useMenuAnchor';

/** The open language menu: a chunk of its own, loaded on the first click (MUI's Menu and Popover). */
export default function LanguageChoices({ menu, current }: { menu: MenuAnchor; current: Language }) {
  return (
    <Menu id={menu.menuId} anchorEl={menu.anchor} open={menu.isOpen} onClose={menu.close}>
      {LANGUAGES.map((lng) => (
        <MenuItem
          key={lng}
          lang={lng}
          selected={lng === current}
          onClick={() => {
            setLanguage(lng);
            menu.close();
          }}
        >
          {LANGUAGE_LABELS[lng]}
        </MenuItem>
      ))}
    </Menu>
  );
}
