import {
  QUICK_PICK_COUNT,
  type QuickChartCommand,
  type QuickChartService,
  type QuickPick,
  type ToothCondition,
} from '@chairside/domain';
import { Chip, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { pinKey, type QuickPin } from './quickPins';

interface BarItem {
  key: string;
  label: string;
  service: QuickChartService | null;
  condition: ToothCondition | null;
  pinned: boolean;
}

/** Conditions a new clinic's bar offers before it has charted anything. */
const STARTER_CONDITIONS: ToothCondition[] = ['Decayed', 'Missing', 'Fractured'];

function itemsOf(
  pins: readonly QuickPin[],
  picks: readonly QuickPick[],
  services: readonly QuickChartService[],
): Omit<BarItem, 'label'>[] {
  const byId = new Map(services.map((s) => [s.id, s]));
  const fromPin = (p: QuickPin, pinned: boolean) =>
    'service' in p
      ? { key: pinKey(p), service: byId.get(p.service) ?? null, condition: null, pinned }
      : { key: pinKey(p), service: null, condition: p.condition as ToothCondition, pinned };
  const used: QuickPin[] = picks.length
    ? picks.map((q) => (q.service !== null ? { service: q.service } : { condition: q.condition ?? '' }))
    : [
        ...services.filter((s) => s.chartAs).map((s) => ({ service: s.id })),
        ...STARTER_CONDITIONS.map((condition) => ({ condition })),
      ].slice(0, QUICK_PICK_COUNT);
  const pinned = new Set(pins.map(pinKey));
  return [
    ...pins.map((p) => fromPin(p, true)),
    ...used.filter((p) => !pinned.has(pinKey(p))).map((p) => fromPin(p, false)),
  ].filter((i) => i.service !== null || i.condition);
}

interface QuickBarProps {
  pins: readonly QuickPin[];
  picks: readonly QuickPick[];
  services: readonly QuickChartService[];
  /** The teeth a chip charts on. */
  teeth: readonly string[];
  busy: boolean;
  onChart(command: QuickChartCommand): void;
  onUnpin(key: string): void;
}

/**
 * The quick-chart bar: the user's pins, then the clinic's most charted work.
 * A chip charts its service (planned) or condition on every selected tooth.
 */
export function QuickBar({ pins, picks, services, teeth, busy, onChart, onUnpin }: QuickBarProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const items = itemsOf(pins, picks, services);
  return (
    <Stack
      direction="row"
      useFlexGap
      role="group"
      aria-labelledby={headingId}
      sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}
    >
      <Typography id={headingId} variant="body2">
        {teeth.length
          ? t('Chart on {{count}} selected teeth:', { count: teeth.length })
          : t('Select teeth (Ctrl+click for several) to chart:')}
      </Typography>
      {items.map((i) => {
        const label = i.service ? i.service.name : t(i.condition ?? '');
        return (
          <Chip
            key={i.key}
            label={label}
            size="small"
            color={i.pinned ? 'primary' : 'default'}
            variant={i.pinned ? 'filled' : 'outlined'}
            disabled={!teeth.length || busy}
            onClick={() =>
              onChart({
                teeth: [...teeth],
                surfaces: [],
                kind: i.service ? 'Planned' : 'Condition',
                service: i.service,
                condition: i.service ? null : i.condition,
              })
            }
            onDelete={i.pinned ? () => onUnpin(i.key) : undefined}
          />
        );
      })}
    </Stack>
  );
}
