import type { ChartArea, ChartResponse, ToothCondition, ToothState } from '@chairside/domain';
import { placedAreaTeeth } from './areaTeeth';
import { type PlacedTooth, TOOTH_SIZE } from './layout';
import type { ChartPalette } from './Odontogram';

/** Whole-tooth work drawn as what it is on the tooth (issue 28), beside its letters and colour. */
export type WholeToothShape = 'crown' | 'root-canal' | 'implant' | 'bridge';

export const SHAPE_OF: Partial<Record<ToothCondition, WholeToothShape>> = {
  Crown: 'crown',
  Veneer: 'crown',
  'Root Canal': 'root-canal',
  Implant: 'implant',
  'Bridge Pontic': 'bridge',
  'Bridge Abutment': 'bridge',
};

const shapeOf = (state: ToothState | undefined): WholeToothShape | undefined =>
  state && !state.absent ? SHAPE_OF[state.condition] : undefined;

/** Drawn over the tooth, which is filled with the status's colour: white, as the letters are. */
const ON_TOOTH = '#ffffff';

/** The marks of one tooth's whole-tooth work, kept clear of the letters in its middle. */
function Mark({ tooth, shape }: { tooth: PlacedTooth; shape: WholeToothShape }) {
  const color = ON_TOOTH;
  const { x, y } = tooth;
  const mid = x + TOOTH_SIZE / 2;
  // The root side: above an upper tooth's crown on the chart, below a lower one's.
  const rootEdge = tooth.upper ? y : y + TOOTH_SIZE;
  const inward = tooth.upper ? 1 : -1;
  switch (shape) {
    case 'crown':
    case 'bridge':
      // A crown (and each unit of a bridge, which is a crown) is an outline around the whole tooth.
      return (
        <rect
          data-shape={shape}
          x={x + 3}
          y={y + 3}
          width={TOOTH_SIZE - 6}
          height={TOOTH_SIZE - 6}
          rx={4}
          fill="none"
          stroke={color}
          strokeWidth={3}
        />
      );
    case 'root-canal':
      // The filled canal: a line from the root side into the tooth.
      return (
        <line
          data-shape={shape}
          x1={mid}
          y1={rootEdge}
          x2={mid}
          y2={rootEdge + inward * 12}
          stroke={color}
          strokeWidth={3}
          strokeLinecap="round"
        />
      );
    case 'implant': {
      // A post with threads, from the root side.
      const threads = [3, 7, 11];
      return (
        <g data-shape={shape} stroke={color} strokeWidth={2.5} strokeLinecap="round">
          <line x1={mid} y1={rootEdge} x2={mid} y2={rootEdge + inward * 12} />
          {threads.map((f) => (
            <line key={f} x1={mid - 5} y1={rootEdge + inward * f} x2={mid + 5} y2={rootEdge + inward * f} />
          ))}
        </g>
      );
    }
  }
}

/** Along the biting edge of a unit: where a bridge's bar runs. */
const bitingEdge = (t: PlacedTooth) => t.y + (t.upper ? TOOTH_SIZE - 4 : 4);

/** A span record (a bridge) as one bar across all its teeth, dashed while planned. */
function SpanBar({ area, teeth, color }: { area: ChartArea; teeth: readonly PlacedTooth[]; color: string }) {
  const points = teeth.map((t) => `${t.x + TOOTH_SIZE / 2},${bitingEdge(t)}`).join(' ');
  return (
    <polyline
      data-shape="bridge-span"
      data-entry={area.entry}
      points={points}
      fill="none"
      stroke={color}
      strokeWidth={4}
      strokeLinecap="round"
      strokeLinejoin="round"
      strokeDasharray={area.kind === 'Planned' ? '8 4' : undefined}
    />
  );
}

/**
 * A quadrant, sextant or arch record as a bracket along the biting side of its
 * teeth (between the arches), its ends turned towards them, with the service's
 * code in its middle; a later one on the same teeth sits a step further out.
 */
function RegionBracket({
  area,
  teeth,
  color,
  step,
}: {
  area: ChartArea;
  teeth: readonly PlacedTooth[];
  color: string;
  step: number;
}) {
  const first = teeth[0];
  const last = teeth.at(-1);
  if (!first || !last) return null;
  const out = first.upper ? 1 : -1;
  const at = (t: PlacedTooth) => (t.upper ? t.y + TOOTH_SIZE : t.y) + out * (6 + step * 8);
  const points = [
    `${first.x + 2},${at(first) - out * 4}`,
    ...teeth.flatMap((t) => [`${t.x + 2},${at(t)}`, `${t.x + TOOTH_SIZE - 2},${at(t)}`]),
    `${last.x + TOOTH_SIZE - 2},${at(last) - out * 4}`,
  ].join(' ');
  const middle = teeth[Math.floor((teeth.length - 1) / 2)] ?? first;
  const midX = teeth.length % 2 ? middle.x + TOOTH_SIZE / 2 : middle.x + TOOTH_SIZE + 4;
  return (
    <g data-shape="area" data-area={area.region ?? ''} data-entry={area.entry}>
      <polyline
        points={points}
        fill="none"
        stroke={color}
        strokeWidth={3}
        strokeLinejoin="round"
        strokeDasharray={area.kind === 'Planned' ? '6 3' : undefined}
      />
      {area.code || area.condition ? (
        <text
          x={midX}
          y={at(middle) + out * 11}
          textAnchor="middle"
          fontSize={10}
          fontWeight={700}
          fill={color}
          stroke="#ffffff"
          strokeWidth={3}
          paintOrder="stroke"
        >
          {area.code ?? area.condition}
        </text>
      ) : null}
    </g>
  );
}

/**
 * The drawn whole-tooth work of the chart: crown outlines, root canals, implants, and bridge
 * spans (a bar in the status's colour joining neighbouring units of a bridge across the gap
 * between them). Decorative: each tooth's accessible name already says what is on it.
 */
export function ToothMarks({
  teeth,
  chart,
  palette,
}: {
  teeth: readonly PlacedTooth[];
  chart: ChartResponse | undefined;
  palette: ChartPalette;
}) {
  const areas = (chart?.areas ?? []).map((area) => ({ area, placed: placedAreaTeeth(area, teeth) }));
  const spanned = areas.filter((a) => a.area.area === 'Span' && a.placed.length > 1);
  // Teeth under a span record's bar: their neighbours are joined by it, not again pair by pair.
  const inSpan = new Set(spanned.flatMap((a) => a.placed.map((t) => t.id)));
  const regions = areas.filter((a) => a.area.region && a.placed.length);
  const marks = teeth.flatMap((tooth) => {
    const state = chart?.teeth[tooth.id];
    const shape = shapeOf(state);
    return shape && state ? [{ tooth, shape, color: palette[state.kind] }] : [];
  });
  const bridged = new Map(
    marks.filter((m) => m.shape === 'bridge').map((m) => [`${m.tooth.row}:${m.tooth.column}`, m]),
  );
  const spans = [...bridged.values()].flatMap((m) => {
    const next = bridged.get(`${m.tooth.row}:${m.tooth.column + 1}`);
    if (!next || (inSpan.has(m.tooth.id) && inSpan.has(next.tooth.id))) return [];
    // Along the biting edge, from the middle of one unit to the middle of the next.
    const edge = m.tooth.upper ? TOOTH_SIZE - 4 : 4;
    return [
      {
        key: `${m.tooth.id}-${next.tooth.id}`,
        x1: m.tooth.x + TOOTH_SIZE / 2,
        y1: m.tooth.y + edge,
        x2: next.tooth.x + TOOTH_SIZE / 2,
        y2: next.tooth.y + edge,
        color: m.color,
      },
    ];
  });
  return (
    <>
      {marks.map((m) => (
        <Mark key={m.tooth.id} tooth={m.tooth} shape={m.shape} />
      ))}
      {spanned.map(({ area, placed }) => (
        <SpanBar key={area.entry} area={area} teeth={placed} color={palette[area.kind]} />
      ))}
      {regions.map(({ area, placed }, i) => (
        <RegionBracket
          key={area.entry}
          area={area}
          teeth={placed}
          color={palette[area.kind]}
          step={Math.min(2, regions.slice(0, i).filter((o) => o.placed.some((t) => placed.includes(t))).length)}
        />
      ))}
      {spans.map((s) => (
        <line
          key={s.key}
          data-shape="bridge-span"
          x1={s.x1}
          y1={s.y1}
          x2={s.x2}
          y2={s.y2}
          stroke={s.color}
          strokeWidth={4}
          strokeLinecap="round"
        />
      ))}
    </>
  );
}
