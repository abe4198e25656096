import { LANGUAGE_LABELS, LANGUAGES } from '@chairside/domain';
import TranslateIcon from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { setLanguage, toLanguage } from '../i18n';
import { useMenuAnchor } from './useMenuAnchor';

/** Interface language: English, French, Spanish, Arabic (right-to-left). */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = toLanguage(i18n.language);
  const menu = useMenuAnchor();
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon fontSize="small" />}
        // The name starts with the visible code (WCAG 2.5.3, label in name): "EN – Language: English".
        aria-label={`${current.toUpperCase()} – ${t('Language: {{language}}', { language: LANGUAGE_LABELS[current] })}`}
        sx={{ minWidth: 0, px: 1 }}
        {...menu.buttonProps}
      >
        {current.toUpperCase()}
      </Button>
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
    </>
  );
}
