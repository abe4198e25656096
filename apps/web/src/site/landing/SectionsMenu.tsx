import { Menu, MenuItem } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import type { MenuAnchor } from '../../shell/useMenuAnchor';
import { BOOK_VISIT_PATH, goToSection, LANDING_SECTIONS } from './sections';

/** The top bar's menu on a narrow screen: a chunk of its own, loaded on the first click (MUI's Menu and Popover). */
export default function SectionsMenu({
  menu,
  account,
}: {
  menu: MenuAnchor;
  /** Login, or the dashboard when signed in. */
  account: { to: string; label: string };
}) {
  const { t } = useTranslation();
  return (
    <Menu id={menu.menuId} anchorEl={menu.anchor} open={menu.isOpen} onClose={menu.close}>
      {LANDING_SECTIONS.map((s) => (
        <MenuItem
          key={s.id}
          onClick={() => {
            menu.close();
            goToSection(s.id);
          }}
        >
          {t(s.label)}
        </MenuItem>
      ))}
      <MenuItem component={RouterLink} to={BOOK_VISIT_PATH} onClick={menu.close}>
        {t('Book Visit')}
      </MenuItem>
      <MenuItem component={RouterLink} to={account.to} onClick={menu.close}>
        {account.label}
      </MenuItem>
    </Menu>
  );
}
