import {
  formatMoneyText,
  NUMBERING_LABELS,
  type NumberingSystem,
  type QuickChartCommand,
  type QuickChartParse,
  surfaceCode,
  toothLabel,
} from '@chairside/domain';
import { useFormatContext } from '../../resources/useFormatContext';
import { useToothText } from './useToothText';

/**
 * The quick chart's words: what Enter will chart, e.g. `Tooth 36 (lower left
 * first molar) · MO · Filling · Planned · $120.00`, and why a line cannot be charted.
 */
export function useQuickChartText(numbering: NumberingSystem) {
  const format = useFormatContext();
  const { t } = format;
  const text = useToothText(numbering);
  const money = (value: string) =>
    formatMoneyText(value, { currency: format.currency, symbol: format.currencySymbol, language: format.language });

  const preview = (c: QuickChartCommand): string => {
    const [first] = c.teeth;
    const teeth =
      c.teeth.length === 1 && first
        ? t('Tooth {{number}} ({{name}})', { number: toothLabel(first, numbering), name: text.name(first) })
        : t('Teeth {{numbers}}', { numbers: c.teeth.map((id) => toothLabel(id, numbering)).join(', ') });
    const fee = c.service
      ? c.teeth.length > 1
        ? t('{{fee}} each', { fee: money(c.service.price) })
        : money(c.service.price)
      : '';
    const what = c.service ? `${c.service.name} (${c.service.code})` : t(c.condition ?? '');
    return [teeth, c.surfaces.length ? surfaceCode(c.surfaces) : t('whole tooth'), what, t(c.kind), fee]
      .filter(Boolean)
      .join(' · ');
  };

  const problem = (r: Extract<QuickChartParse, { ok: false }>): string => {
    const numberingName = r.params.numbering as NumberingSystem | undefined;
    return t(r.message, {
      ...r.params,
      ...(numberingName ? { numbering: t(NUMBERING_LABELS[numberingName]) } : {}),
    });
  };

  return { preview, problem };
}
