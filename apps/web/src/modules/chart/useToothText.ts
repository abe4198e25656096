import {
  type NumberingSystem,
  type SurfaceCode,
  surfaceCode,
  surfaceName,
  type ToothState,
  toothLabel,
} from '@chairside/domain';
import { useTranslation } from '../../i18n/useTranslation';
import { toothWords } from '../../resources/choiceOptions';

/** The words of the chart, translated: a tooth's name, a surface's, a tooth's state. */
export function useToothText(numbering: NumberingSystem) {
  const { t } = useTranslation();
  const name = (id: string) => toothWords(id, t);
  const title = (id: string) => t('Tooth {{number}}, {{name}}', { number: toothLabel(id, numbering), name: name(id) });
  const surface = (id: string, code: string) => t(surfaceName(id, code as SurfaceCode));
  const condition = (c: string) => t(c).toLocaleLowerCase();
  /** `decayed` or `healthy; occlusal: decayed, mesial: filled`. */
  const state = (id: string, s: ToothState | undefined) => {
    if (!s) return condition('Healthy');
    const surfaces = Object.entries(s.surfaces).map(([code, c]) => `${surface(id, code)}: ${condition(c)}`);
    return [condition(s.condition), surfaces.join(', ')].filter(Boolean).join('; ');
  };
  /** Surfaces as dentists write them, or "whole tooth". */
  const surfaces = (codes: readonly string[]) => surfaceCode(codes) || t('whole tooth');
  return { name, title, surface, condition, state, surfaces };
}
