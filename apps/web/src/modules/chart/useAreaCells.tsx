import { areaText } from '@chairside/domain';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { CustomCells } from '../../resources/columns';
import { useFormatContext } from '../../resources/useFormatContext';

/**
 * A procedure record's Tooth column says where it is: the tooth, a span
 * (`14–16`) in the clinic's numbering, or the quadrant, sextant or arch in the
 * reader's language; empty for the whole mouth.
 */
export function useAreaCells(): CustomCells {
  const { t } = useTranslation();
  const { toothNumbering } = useFormatContext();
  return useMemo(
    () => ({
      tooth: ({ tooth, lastTooth, region }) =>
        areaText({ tooth, lastTooth, region }, toothNumbering ?? 'universal', (e) => t(e)),
    }),
    [t, toothNumbering],
  );
}
