import { type SurfaceCode, surfacesOf, toothById } from '@chairside/domain';

/** Which teeth the chart shows: the adult's, the child's, or both while they change. */
export const DENTITIONS = ['permanent', 'primary', 'mixed'] as const;
export type DentitionView = (typeof DENTITIONS)[number];

const PERMANENT_UPPER = Array.from({ length: 16 }, (_, i) => String(i + 1));
const PERMANENT_LOWER = Array.from({ length: 16 }, (_, i) => String(32 - i));
const PRIMARY_UPPER = 'ABCDEFGHIJ'.split('');
const PRIMARY_LOWER = 'TSRQPONMLK'.split('');

/**
 * Rows of teeth as the dentist faces the patient: the patient's right on the
 * viewer's left, upper arc above, lower below; never mirrored (not even in a
 * right-to-left language).
 */
export function chartRows(view: DentitionView): string[][] {
  if (view === 'permanent') return [PERMANENT_UPPER, PERMANENT_LOWER];
  if (view === 'primary') return [PRIMARY_UPPER, PRIMARY_LOWER];
  return [PERMANENT_UPPER, PRIMARY_UPPER, PRIMARY_LOWER, PERMANENT_LOWER];
}

export const TOOTH_SIZE = 40;
const INSET = 12;
export const SLOT = 48;
const ROW_HEIGHT = 92;
export const CHART_WIDTH = SLOT * 16 + 16;

export interface PlacedTooth {
  id: string;
  x: number;
  y: number;
  row: number;
  column: number;
  upper: boolean;
}

/** Where each tooth of the view is drawn: rows centred, each a gentle arc (molars further out than incisors). */
export function placeTeeth(view: DentitionView): { teeth: PlacedTooth[]; height: number } {
  const rows = chartRows(view);
  const teeth = rows.flatMap((ids, row) => {
    const upper = toothById(ids[0] ?? '')?.arch === 'upper';
    const start = (CHART_WIDTH - ids.length * SLOT) / 2 + (SLOT - TOOTH_SIZE) / 2;
    const mid = (ids.length - 1) / 2;
    return ids.map((id, column) => {
      const bend = ((column - mid) / mid) ** 2 * 14;
      return {
        id,
        x: start + column * SLOT,
        y: 24 + row * ROW_HEIGHT + (upper ? bend : 14 - bend),
        row,
        column,
        upper,
      };
    });
  });
  return { teeth, height: rows.length * ROW_HEIGHT + 16 };
}

/** The five surface shapes of a tooth drawn at (x, y): outer face, inner face, mesial, distal and the biting surface. */
export function surfaceShapes(t: PlacedTooth): { code: SurfaceCode; points: string }[] {
  const { x, y } = t;
  const s = TOOTH_SIZE;
  const i = INSET;
  const [mesial, biting, distal, outer, inner] = surfacesOf(t.id) as SurfaceCode[];
  const top = `${x},${y} ${x + s},${y} ${x + s - i},${y + i} ${x + i},${y + i}`;
  const bottom = `${x},${y + s} ${x + s},${y + s} ${x + s - i},${y + s - i} ${x + i},${y + s - i}`;
  const left = `${x},${y} ${x + i},${y + i} ${x + i},${y + s - i} ${x},${y + s}`;
  const right = `${x + s},${y} ${x + s - i},${y + i} ${x + s - i},${y + s - i} ${x + s},${y + s}`;
  const centre = `${x + i},${y + i} ${x + s - i},${y + i} ${x + s - i},${y + s - i} ${x + i},${y + s - i}`;
  // The midline is on the viewer's right of the patient's right side: there the mesial face is on the right.
  const patientRight = toothById(t.id)?.side === 'right';
  return [
    { code: (t.upper ? outer : inner) as SurfaceCode, points: top },
    { code: (t.upper ? inner : outer) as SurfaceCode, points: bottom },
    { code: (patientRight ? distal : mesial) as SurfaceCode, points: left },
    { code: (patientRight ? mesial : distal) as SurfaceCode, points: right },
    { code: biting as SurfaceCode, points: centre },
  ];
}

/** The tooth next to one in a direction, as arrow keys move: along its row, or to the nearest tooth of the next row. */
export function neighbour(teeth: readonly PlacedTooth[], from: string, key: string): string | undefined {
  const here = teeth.find((t) => t.id === from);
  if (!here) return teeth[0]?.id;
  const row = (r: number) => teeth.filter((t) => t.row === r);
  if (key === 'ArrowLeft') return row(here.row)[here.column - 1]?.id;
  if (key === 'ArrowRight') return row(here.row)[here.column + 1]?.id;
  if (key === 'Home') return row(here.row)[0]?.id;
  if (key === 'End') return row(here.row).at(-1)?.id;
  const target = row(here.row + (key === 'ArrowDown' ? 1 : key === 'ArrowUp' ? -1 : 0));
  if (key !== 'ArrowDown' && key !== 'ArrowUp') return undefined;
  return [...target].sort((a, b) => Math.abs(a.x - here.x) - Math.abs(b.x - here.x))[0]?.id;
}
