import { type ChartArea, inRegion, spanTeeth, toothById } from '@chairside/domain';
import type { PlacedTooth } from './layout';

/**
 * The teeth of the view a span or region covers, in chart order: a span's
 * teeth, or a region's teeth of the permanent dentition (of the primary one in
 * the primary view). Empty when the view does not show them.
 */
export function placedAreaTeeth(area: ChartArea, teeth: readonly PlacedTooth[]): PlacedTooth[] {
  if (area.region) {
    const region = area.region;
    const inside = teeth.filter((p) => {
      const tooth = toothById(p.id);
      return tooth ? inRegion(tooth, region) : false;
    });
    const permanent = inside.filter((p) => toothById(p.id)?.dentition === 'permanent');
    return permanent.length ? permanent : inside;
  }
  if (!area.tooth || !area.lastTooth) return [];
  const ids = spanTeeth(area.tooth, area.lastTooth);
  const placed = teeth.filter((p) => ids.includes(p.id));
  return placed.length === ids.length ? placed.sort((a, b) => a.column - b.column) : [];
}
