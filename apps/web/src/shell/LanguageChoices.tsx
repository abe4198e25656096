import { LANGUAGE_LABELS, LANGUAGES, type Language } from '@chairside/domain';
import { Menu, MenuItem } from '@mui/material';
import { setLanguage } from '../i18n';

/** The open language menu: a chunk of its own, loaded on the first click (MUI's Menu and Popover). */
export default function LanguageChoices({
  id,
  anchor,
  open,
  current,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  open: boolean;
  current: Language;
  onClose(): void;
}) {
  return (
    <Menu id={id} anchorEl={anchor} open={open} onClose={onClose}>
      {LANGUAGES.map((lng) => (
        <MenuItem
          key={lng}
          lang={lng}
          selected={lng === current}
          onClick={() => {
            setLanguage(lng);
            onClose();
          }}
        >
          {LANGUAGE_LABELS[lng]}
        </MenuItem>
      ))}
    </Menu>
  );
}
