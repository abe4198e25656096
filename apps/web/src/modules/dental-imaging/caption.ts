import { type ChoiceField, dentalImages } from '@chairside/domain';
import { type FormatContext, formatDate, optionLabel } from '../../resources/format';
import type { DentalImage } from './api';

const toothField = dentalImages.fields.teeth.fields.tooth as ChoiceField;

/** `X-Ray · 2026-03-02 · 12, 13, 14`: an image in words, teeth in the clinic's numbering. */
export function imageCaption(image: DentalImage, ctx: FormatContext): string {
  const teeth = Array.isArray(image.teeth)
    ? (image.teeth as { tooth?: string }[])
        .map((r) => (r.tooth ? optionLabel(toothField, r.tooth, ctx) : ''))
        .filter(Boolean)
    : [];
  return [ctx.t(image.imageType), formatDate(image.takenOn, ctx), teeth.join(', ')].filter(Boolean).join(' · ');
}
