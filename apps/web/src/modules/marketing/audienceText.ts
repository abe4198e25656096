import { audienceOf } from '@chairside/domain';
import type { TFunction } from '../../i18n/useTranslation';

const given = <T>(v: T | null | undefined): v is T => v !== null && v !== undefined;

/** The audience's criteria in the interface language, one per entry; empty for all patients. */
export function audienceParts(value: unknown, t: TFunction): string[] {
  const a = audienceOf(value);
  const parts: string[] = [];
  if (a.gender) parts.push(t(a.gender));
  if (given(a.ageMin) && given(a.ageMax)) parts.push(t('Aged {{min}} to {{max}}', { min: a.ageMin, max: a.ageMax }));
  else if (given(a.ageMin)) parts.push(t('Aged {{min}} or more', { min: a.ageMin }));
  else if (given(a.ageMax)) parts.push(t('Aged {{max}} or less', { max: a.ageMax }));
  if (a.bloodTypes?.length) parts.push(t('Blood type {{types}}', { types: a.bloodTypes.join(', ') }));
  if (a.membership) parts.push(t(a.membership));
  if (given(a.noVisitMonths)) parts.push(t('No visit for {{months}} months', { months: a.noVisitMonths }));
  if (a.treatmentTypes?.length)
    parts.push(t('Treatment: {{types}}', { types: a.treatmentTypes.map((type) => t(type)).join(', ') }));
  return parts;
}

/** The audience as one line: `Female · Aged 30 to 50`, or `All patients`. */
export const audienceText = (value: unknown, t: TFunction): string =>
  audienceParts(value, t).join(' · ') || t('All patients');
