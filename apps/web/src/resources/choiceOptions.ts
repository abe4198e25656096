import { type ChoiceField, toothNameParts } from '@chairside/domain';
import type { TFunction } from '../i18n/useTranslation';
import { type FormatContext, optionLabel } from './format';

/** A tooth in the reader's words: `upper left first molar`, `lower right primary canine`. */
export function toothWords(id: string, t: TFunction): string {
  const { where, which, primary } = toothNameParts(id);
  return t('{{where}} {{which}}', { where: t(where), which: t(primary ? `primary ${which}` : which) });
}

type OptionContext = Pick<FormatContext, 't' | 'language' | 'toothNumbering'>;

/**
 * The options of a searched choice as its picker lists them: countries by name in
 * the reader's language, teeth in mouth order as `14 — upper right first premolar`
 * in the clinic's numbering. The value stays the stored code or tooth id.
 */
export function pickerOptions(field: ChoiceField, ctx: OptionContext): { value: string; label: string }[] {
  if (field.display === 'tooth')
    return field.options.map((id) => ({
      value: id,
      label: ctx.t('{{number}} — {{name}}', { number: optionLabel(field, id, ctx), name: toothWords(id, ctx.t) }),
    }));
  const named = field.options.map((code) => ({ value: code, label: optionLabel(field, code, ctx) }));
  const collator = new Intl.Collator(ctx.language);
  return named.sort((a, b) => collator.compare(a.label, b.label));
}
