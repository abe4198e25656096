import { type CalendarItem, toMinutes, type WeekHours } from '@chairside/domain';
import { Box, Typography } from '@mui/material';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { AppointmentBlock } from './AppointmentBlock';
import { isOpen, lanesOf, SLOT_MINUTES, shiftTime, snap } from './calendarRange';
import type { Move } from './useCalendar';

/** Height of a quarter of an hour, in pixels. */
export const SLOT_PX = 20;
/** The narrowest a column may be, and a visit beside others in it: room for `09:00–09:30` and a name. */
const COLUMN_MIN_PX = 140;
const LANE_MIN_PX = 112;

export interface GridColumn {
  key: string;
  date: string;
  /** The doctor of the column (the day view); null: every doctor (the week view). */
  doctor: number | null;
  label: string;
}

interface Placement {
  appointmentDate: string;
  startTime: string;
  endTime: string;
  doctor: number;
}

interface Drag {
  item: CalendarItem;
  mode: 'move' | 'resize';
  x: number;
  y: number;
  fromColumn: number;
  column: number;
  minutes: number;
  moved: boolean;
}

interface TimeGridProps {
  columns: readonly GridColumn[];
  items: readonly CalendarItem[];
  hours: WeekHours | null;
  span: { start: number; end: number };
  today: string;
  nowMinute: number;
  /** Where visits are being saved: shown there until the server answers. */
  pending: ReadonlyMap<number, Placement>;
  canWrite: boolean;
  onBook(column: GridColumn, start: string): void;
  onOpen(item: CalendarItem): void;
  onMove(move: Move): void;
}

const inColumn = (column: GridColumn, p: Placement) =>
  p.appointmentDate === column.date && (column.doctor === null || column.doctor === p.doctor);

/**
 * The day and week views: a column per doctor or per day, a row per quarter
 * hour. An empty slot is a button that books it; a visit is a button that
 * opens it, dragged to move it and by its lower edge to change its length.
 * Arrow keys move between slots; the closed hours are shaded; today has a
 * line at the current time.
 */
export function TimeGrid(props: TimeGridProps) {
  const { columns, items, hours, span, today, nowMinute, pending, canWrite } = props;
  const { t } = useTranslation();
  const gridRef = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [focusSlot, setFocusSlot] = useState('0:0');
  const suppressClick = useRef(false);
  const rows = (span.end - span.start) / SLOT_MINUTES;
  const height = rows * SLOT_PX;

  const base = (item: CalendarItem): Placement =>
    pending.get(item.id) ?? {
      appointmentDate: item.appointmentDate,
      startTime: item.startTime,
      endTime: item.endTime,
      doctor: item.doctor,
    };

  /** Where a visit is drawn: being dragged, being saved, or stored. */
  const placementOf = (item: CalendarItem): Placement => {
    const p = base(item);
    if (!drag || drag.item.id !== item.id || !drag.moved) return p;
    const target = columns[drag.column];
    if (drag.mode === 'resize') {
      const end = shiftTime(p.endTime, drag.minutes);
      return { ...p, endTime: toMinutes(end) - toMinutes(p.startTime) >= SLOT_MINUTES ? end : p.endTime };
    }
    return {
      appointmentDate: target?.date ?? p.appointmentDate,
      doctor: target?.doctor ?? p.doctor,
      startTime: shiftTime(p.startTime, drag.minutes),
      endTime: shiftTime(p.endTime, drag.minutes),
    };
  };

  const columnAt = (x: number, y: number): number | null => {
    for (const el of document.elementsFromPoint(x, y)) {
      const col = (el as HTMLElement).dataset?.col;
      if (col !== undefined) return Number(col);
    }
    return null;
  };

  const startDrag = (e: PointerEvent<HTMLElement>, item: CalendarItem, mode: Drag['mode'], column: number) => {
    if (!canWrite || e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    setDrag({ item, mode, x: e.clientX, y: e.clientY, fromColumn: column, column, minutes: 0, moved: false });
  };

  const moveDrag = (e: PointerEvent<HTMLElement>) => {
    if (!drag) return;
    const dy = e.clientY - drag.y;
    const moved = drag.moved || Math.abs(dy) > 4 || Math.abs(e.clientX - drag.x) > 4;
    const column = drag.mode === 'move' ? (columnAt(e.clientX, e.clientY) ?? drag.column) : drag.fromColumn;
    setDrag({ ...drag, moved, column, minutes: snap((dy / SLOT_PX) * SLOT_MINUTES) });
  };

  const endDrag = () => {
    if (!drag) return;
    setDrag(null);
    if (!drag.moved) return;
    suppressClick.current = true;
    const before = base(drag.item);
    const after = placementOf(drag.item);
    if (JSON.stringify(before) !== JSON.stringify(after)) props.onMove({ item: drag.item, ...after });
  };

  const focusAt = (col: number, row: number) => {
    const c = Math.min(Math.max(col, 0), columns.length - 1);
    const r = Math.min(Math.max(row, 0), rows - 1);
    setFocusSlot(`${c}:${r}`);
    gridRef.current?.querySelector<HTMLElement>(`[data-slot="${c}:${r}"]`)?.focus();
  };

  const onSlotKey = (e: KeyboardEvent, col: number, row: number) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      Home: [0, -row],
      End: [0, rows - 1 - row],
    };
    const m = moves[e.key];
    if (!m) return;
    e.preventDefault();
    const rtl = document.dir === 'rtl' && m[0] !== 0 ? -1 : 1;
    focusAt(col + m[0] * rtl, row + m[1]);
  };

  // Each column's visits and side-by-side lanes; a column is as wide as its lanes need, so that a
  // visit beside others still shows its time and patient (the grid scrolls sideways when it must).
  const laid = columns.map((column) => {
    const mine = items.filter((item) => inColumn(column, placementOf(item)));
    return { mine, ...lanesOf(mine.map((item) => ({ ...placementOf(item), id: item.id }))) };
  });
  const widths = laid.map(({ count }) => Math.max(COLUMN_MIN_PX, count * LANE_MIN_PX));

  const hourLabels = Array.from({ length: (span.end - span.start) / 60 }, (_, i) => span.start + i * 60);

  return (
    <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box
        ref={gridRef}
        role="group"
        aria-label={t('Time grid')}
        sx={{
          display: 'grid',
          gridTemplateColumns: `64px ${widths.map((w) => `minmax(${w}px, ${w}fr)`).join(' ')}`,
          minWidth: 64 + widths.reduce((a, b) => a + b, 0),
        }}
      >
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }} />
        {columns.map((c) => (
          <Typography
            key={c.key}
            component="h3"
            variant="subtitle2"
            sx={{
              p: 1,
              textAlign: 'center',
              borderBottom: 1,
              borderInlineStart: 1,
              borderColor: 'divider',
              bgcolor: c.date === today ? 'action.selected' : undefined,
            }}
          >
            {c.label}
          </Typography>
        ))}
        <Box sx={{ position: 'relative', height }} aria-hidden>
          {hourLabels.map((m) => (
            <Typography
              key={m}
              variant="caption"
              color="text.secondary"
              sx={{ position: 'absolute', top: ((m - span.start) / SLOT_MINUTES) * SLOT_PX, insetInlineEnd: 8 }}
            >
              <bdi dir="ltr">{shiftTime('00:00', m)}</bdi>
            </Typography>
          ))}
        </Box>
        {columns.map((column, ci) => {
          const { mine, lane, count } = laid[ci] ?? { mine: [], lane: new Map<number, number>(), count: 1 };
          return (
            <Box
              key={column.key}
              data-col={ci}
              sx={{ position: 'relative', height, borderInlineStart: 1, borderColor: 'divider' }}
            >
              {Array.from({ length: rows }, (_, ri) => {
                const minute = span.start + ri * SLOT_MINUTES;
                const time = shiftTime('00:00', minute);
                const open = isOpen(hours, column.date, minute);
                return (
                  <Box
                    key={time}
                    component="button"
                    type="button"
                    data-slot={`${ci}:${ri}`}
                    tabIndex={focusSlot === `${ci}:${ri}` ? 0 : -1}
                    aria-label={t('Book {{who}} at {{time}}', { who: column.label, time })}
                    onClick={() => (canWrite ? props.onBook(column, time) : undefined)}
                    onKeyDown={(e: KeyboardEvent) => onSlotKey(e, ci, ri)}
                    onFocus={() => setFocusSlot(`${ci}:${ri}`)}
                    sx={{
                      display: 'block',
                      width: '100%',
                      height: SLOT_PX,
                      p: 0,
                      m: 0,
                      border: 0,
                      borderTop: 1,
                      borderColor: minute % 60 === 0 ? 'divider' : 'transparent',
                      bgcolor: open ? 'transparent' : 'action.disabledBackground',
                      cursor: canWrite ? 'pointer' : 'default',
                      '&:hover': { bgcolor: 'action.hover' },
                      '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                    }}
                  />
                );
              })}
              {column.date === today && nowMinute >= span.start && nowMinute < span.end && (
                <Box
                  data-testid="now-line"
                  aria-hidden
                  sx={{
                    position: 'absolute',
                    insetInline: 0,
                    top: ((nowMinute - span.start) / SLOT_MINUTES) * SLOT_PX,
                    height: 2,
                    bgcolor: 'error.main',
                    pointerEvents: 'none',
                  }}
                />
              )}
              {mine.map((item) => {
                const p = placementOf(item);
                const top = ((toMinutes(p.startTime) - span.start) / SLOT_MINUTES) * SLOT_PX;
                const h = ((toMinutes(p.endTime) - toMinutes(p.startTime)) / SLOT_MINUTES) * SLOT_PX;
                const l = lane.get(item.id) ?? 0;
                return (
                  <AppointmentBlock
                    key={item.id}
                    item={item}
                    placement={p}
                    showDoctor={column.doctor === null}
                    dragging={drag?.item.id === item.id && drag.moved}
                    canWrite={canWrite}
                    lines={h < 2 * SLOT_PX ? 1 : h < 3 * SLOT_PX ? 2 : 3}
                    style={{
                      top,
                      height: Math.max(h, SLOT_PX),
                      left: `${(l / count) * 100}%`,
                      width: `${100 / count}%`,
                    }}
                    onPointerDown={(e, mode) => startDrag(e, item, mode, ci)}
                    onPointerMove={moveDrag}
                    onPointerUp={endDrag}
                    onClick={() => {
                      if (suppressClick.current) suppressClick.current = false;
                      else props.onOpen(item);
                    }}
                  />
                );
              })}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
