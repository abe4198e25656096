import { Menu, MenuItem } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { BOOK_VISIT_PATH, goToSection, LANDING_SECTIONS } from './sections';

/** The top bar's menu on a narrow screen: a chunk of its own, loaded on the first click (MUI's Menu and Popover). */
export default function SectionsMenu({
  id,
  anchor,
  open,
  account,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  open: boolean;
  /** Login, or the dashboard when signed in. */
  account: { to: string; label: string };
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchor} open={open} onClose={onClose}>
      {LANDING_SECTIONS.map((s) => (
        <MenuItem
          key={s.id}
          onClick={() => {
            onClose();
            goToSection(s.id);
          }}
        >
          {t(s.label)}
        </MenuItem>
      ))}
      <MenuItem component={RouterLink} to={BOOK_VISIT_PATH} onClick={onClose}>
        {t('Book Visit')}
      </MenuItem>
      <MenuItem component={RouterLink} to={account.to} onClick={onClose}>
        {account.label}
      </MenuItem>
    </Menu>
  );
}
