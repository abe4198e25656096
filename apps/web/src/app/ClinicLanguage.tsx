import { useEffect } from 'react';
import { useSettings } from '../api/settings';
import { applyDefaultLanguage } from '../i18n';

/** Until a user picks a language on this device, the interface speaks the clinic's default language. */
export function ClinicLanguage() {
  const { data } = useSettings();
  const language = data?.localisation.language;
  useEffect(() => {
    if (language) applyDefaultLanguage(language);
  }, [language]);
  return null;
}
