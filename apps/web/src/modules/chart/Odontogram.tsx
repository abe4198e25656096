import {
  areaText,
  type ChartEntryKind,
  type ChartResponse,
  KIND_COLORS,
  type NumberingSystem,
  type ToothState,
  toothLabel,
} from '@chairside/domain';
import { type KeyboardEvent, type Ref, useMemo, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { placedAreaTeeth } from './areaTeeth';
import {
  CHART_WIDTH,
  type DentitionView,
  neighbour,
  type PlacedTooth,
  placeTeeth,
  surfaceShapes,
  TOOTH_SIZE,
} from './layout';
import { ToothMarks } from './ToothMarks';
import { useToothText } from './useToothText';

const HEALTHY_FILL = '#c8e6c9';
const OUTLINE = '#455a64';
const SELECTED = '#1565c0';
const ABSENT_CROSS = '#d32f2f';

/** Letters drawn on a tooth for whole-tooth work, beside its colour (so colour is never the only sign). */
export const CONDITION_SYMBOLS: Partial<Record<string, string>> = {
  Crown: 'CR',
  'Root Canal': 'RC',
  Implant: 'IM',
  'Bridge Pontic': 'BP',
  'Bridge Abutment': 'BA',
  Fractured: 'FX',
  'To Be Extracted': 'TE',
  Veneer: 'VN',
  Sealant: 'SE',
  Decayed: 'DC',
  Filled: 'FL',
};

interface OdontogramProps {
  chart: ChartResponse | undefined;
  view: DentitionView;
  numbering: NumberingSystem;
  selected: string | null;
  /** Teeth selected together (Ctrl/Shift+click, Shift+arrow) for the quick chart. */
  picked?: readonly string[];
  /** A tooth added to (or, `toggle`, taken from) the selection. */
  onPick?(id: string, toggle: boolean): void;
  /** The tooth that takes the focus when tabbing into the chart. */
  focused: string;
  onFocusTooth(id: string): void;
  /** A tooth opened (Enter, Space or a click), with the surface clicked if any. */
  onOpen(id: string, surface?: string): void;
  svgRef?: Ref<SVGSVGElement>;
  label: string;
  /** Colours by status; the high-contrast variant when asked. */
  palette?: ChartPalette;
  /** Teeth that carry a mark (images of them exist), said as `markLabel`. */
  marked?: ReadonlySet<string>;
  markLabel?: string;
}

/** A rounded frame around a tooth: planned work (dashed), the selected tooth, the focus. */
function Ring(p: {
  tooth: PlacedTooth;
  gap: number;
  stroke: string;
  width: number;
  dashed?: boolean;
  className?: string;
}) {
  const { tooth, gap } = p;
  return (
    <rect
      className={p.className}
      x={tooth.x - gap}
      y={tooth.y - gap}
      width={TOOTH_SIZE + 2 * gap}
      height={TOOTH_SIZE + 2 * gap}
      fill="none"
      stroke={p.stroke}
      strokeWidth={p.width}
      strokeDasharray={p.dashed ? '4 3' : undefined}
      rx={gap}
    />
  );
}

/** The surface a click landed on, if it landed on one. */
const surfaceAt = (target: EventTarget): string | undefined =>
  target instanceof Element ? (target.getAttribute('data-surface') ?? undefined) : undefined;

/** The chart's colours by status (issue 28): what is found, done here, existing, planned. */
export type ChartPalette = Record<ChartEntryKind, string>;

/** A surface's colour: the status of what was charted on it (or on the whole tooth); healthy green-grey else. */
function fillOf(state: ToothState | undefined, surface: string, palette: ChartPalette): string {
  const own = state?.surfaces[surface];
  if (own) return own === 'Healthy' ? HEALTHY_FILL : palette[state?.surfaceKinds[surface] ?? 'Condition'];
  if (!state || state.condition === 'Healthy') return HEALTHY_FILL;
  return palette[state.kind];
}

/**
 * The odontogram (spec 002): every tooth of the view with its five surfaces
 * coloured by their state, a cross on missing teeth, letters and a drawing
 * for whole-tooth work (`ToothMarks`) and a dashed ring on teeth with planned work. Arrow keys move between
 * teeth, Enter opens one.
 */
export function Odontogram({
  chart,
  view,
  numbering,
  selected,
  picked = [],
  onPick,
  focused,
  onFocusTooth,
  onOpen,
  svgRef,
  label,
  palette = KIND_COLORS,
  marked,
  markLabel = '',
}: OdontogramProps) {
  const { t } = useTranslation();
  const text = useToothText(numbering);
  const { teeth, height } = useMemo(() => placeTeeth(view), [view]);
  const nodes = useRef(new Map<string, SVGGElement>());
  // Spans and regions over each tooth, in its name: `; SRP-Q, upper right quadrant, planned`.
  const covering = useMemo(() => {
    const byTooth = new Map<string, string[]>();
    for (const area of chart?.areas ?? []) {
      const words = [
        area.code ?? t(area.condition ?? ''),
        areaText(area, numbering, t),
        t(area.kind).toLocaleLowerCase(),
      ];
      for (const p of placedAreaTeeth(area, teeth)) byTooth.set(p.id, [...(byTooth.get(p.id) ?? []), words.join(', ')]);
    }
    return byTooth;
  }, [chart?.areas, teeth, numbering, t]);

  const onKeyDown = (e: KeyboardEvent, tooth: PlacedTooth) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onOpen(tooth.id);
      return;
    }
    const next = neighbour(teeth, tooth.id, e.key);
    if (!next) return;
    e.preventDefault();
    // Shift+arrow selects as it moves: the tooth left and the one reached.
    if (e.shiftKey && onPick) {
      if (!picked.includes(tooth.id)) onPick(tooth.id, false);
      onPick(next, false);
    }
    onFocusTooth(next);
    nodes.current.get(next)?.focus();
  };
  const tabStop = teeth.some((t) => t.id === focused) ? focused : teeth[0]?.id;

  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG drawing cannot be a <fieldset>; it groups its teeth by role.
    <svg
      ref={svgRef}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${CHART_WIDTH} ${height}`}
      width="100%"
      role="group"
      aria-label={label}
      // A chart is read as the dentist faces the patient, in every language.
      direction="ltr"
      style={{ maxWidth: CHART_WIDTH, display: 'block', fontFamily: 'Roboto, Arial, sans-serif' }}
    >
      <rect x={0} y={0} width={CHART_WIDTH} height={height} fill="#ffffff" />
      {teeth.map((tooth) => {
        const state = chart?.teeth[tooth.id];
        const symbol = state && state.condition !== 'Healthy' ? CONDITION_SYMBOLS[state.condition] : undefined;
        const isSelected = tooth.id === selected;
        const isPicked = picked.includes(tooth.id);
        const numberY = tooth.upper ? tooth.y - 6 : tooth.y + TOOTH_SIZE + 14;
        const planned = state?.planned.length
          ? `; ${t('planned')}: ${state.planned.map((p) => `${text.condition(p.condition)} ${text.surfaces(p.surfaces)}`).join(', ')}`
          : '';
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <button>; it takes the role and the keys.
          <g
            key={tooth.id}
            ref={(el) => {
              if (el) nodes.current.set(tooth.id, el);
              else nodes.current.delete(tooth.id);
            }}
            role="button"
            tabIndex={tooth.id === tabStop ? 0 : -1}
            aria-pressed={isSelected || isPicked}
            // The letters drawn on the tooth (CR, RC…) are part of its name, as they are of what is seen.
            aria-label={`${text.title(tooth.id)}: ${text.state(tooth.id, state)}${symbol ? ` (${symbol})` : ''}${planned}${covering.has(tooth.id) ? `; ${covering.get(tooth.id)?.join('; ')}` : ''}${marked?.has(tooth.id) ? `; ${markLabel}` : ''}`}
            data-tooth={tooth.id}
            onKeyDown={(e) => onKeyDown(e, tooth)}
            onFocus={() => onFocusTooth(tooth.id)}
            onClick={(e) =>
              onPick && (e.ctrlKey || e.metaKey || e.shiftKey)
                ? onPick(tooth.id, true)
                : onOpen(tooth.id, surfaceAt(e.target))
            }
            style={{ cursor: 'pointer', outline: 'none' }}
          >
            <text x={tooth.x + TOOTH_SIZE / 2} y={numberY} textAnchor="middle" fontSize={12} fill="#263238">
              {toothLabel(tooth.id, numbering)}
            </text>
            {surfaceShapes(tooth).map((s) => (
              <polygon
                key={s.code}
                points={s.points}
                fill={state?.absent ? '#eeeeee' : fillOf(state, s.code, palette)}
                stroke={OUTLINE}
                strokeWidth={1}
                data-surface={s.code}
              >
                <title>{`${text.title(tooth.id)}, ${text.surface(tooth.id, s.code)}: ${text.condition(state?.surfaces[s.code] ?? state?.condition ?? 'Healthy')}`}</title>
              </polygon>
            ))}
            {state?.absent && (
              <g stroke={ABSENT_CROSS} strokeWidth={3}>
                <line x1={tooth.x} y1={tooth.y} x2={tooth.x + TOOTH_SIZE} y2={tooth.y + TOOTH_SIZE} />
                <line x1={tooth.x + TOOTH_SIZE} y1={tooth.y} x2={tooth.x} y2={tooth.y + TOOTH_SIZE} />
              </g>
            )}
            {state?.planned.length ? <Ring tooth={tooth} gap={3} stroke={palette.Planned} width={2} dashed /> : null}
            {marked?.has(tooth.id) && (
              <circle cx={tooth.x + TOOTH_SIZE} cy={tooth.y} r={4} fill="#6a1b9a" stroke="#ffffff" data-mark="images" />
            )}
            {(isSelected || isPicked) && <Ring tooth={tooth} gap={5} stroke={SELECTED} width={3} />}
            {/* The keyboard focus ring: shown by CSS on :focus-visible. */}
            <Ring tooth={tooth} gap={8} stroke="transparent" width={2} className="tooth-focus" />
          </g>
        );
      })}
      {/* The letters of whole-tooth work (CR, RC…): drawn over the teeth, outside their buttons, since
          each tooth's name already says it ("crown (CR)") and a name must hold what its button shows. */}
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a plain SVG group of text, never focusable (no tabindex, no link). */}
      <g aria-hidden="true" pointerEvents="none">
        <ToothMarks teeth={teeth} chart={chart} palette={palette} />
        {teeth.map((tooth) => {
          const state = chart?.teeth[tooth.id];
          const symbol = state && state.condition !== 'Healthy' ? CONDITION_SYMBOLS[state.condition] : undefined;
          return symbol ? (
            <text
              key={tooth.id}
              x={tooth.x + TOOTH_SIZE / 2}
              y={tooth.y + TOOTH_SIZE / 2 + 4}
              textAnchor="middle"
              fontSize={11}
              fontWeight={700}
              fill="#ffffff"
            >
              {symbol}
            </text>
          ) : null;
        })}
      </g>
    </svg>
  );
}
