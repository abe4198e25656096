import { LANGUAGE_LABELS } from '@chairside/domain';
import TranslateIcon from '@mui/icons-material/Translate';
import { Button } from '@mui/material';
import { lazy } from 'react';
import { OnFirstOpen } from '../components/OnFirstOpen';
import { toLanguage } from '../i18n';
import { useTranslation } from '../i18n/useTranslation';
import { useMenuAnchor } from './useMenuAnchor';

const LanguageChoices = lazy(() => import('./LanguageChoices'));

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
      <OnFirstOpen open={menu.isOpen}>
        <LanguageChoices menu={menu} current={current} />
      </OnFirstOpen>
    </>
  );
}
