import type { QuickChartCommand } from '@chairside/domain';
import { useState } from 'react';

/** One pinned chip of the quick bar: a service of the fee schedule, or a condition. */
export type QuickPin = { service: number } | { condition: string };

const PINS_KEY = 'chairside.chart.quickPins';

export const pinKey = (p: QuickPin): string => ('service' in p ? `s:${p.service}` : `c:${p.condition}`);

function read(): QuickPin[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(PINS_KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter(
          (p): p is QuickPin =>
            typeof p === 'object' &&
            p !== null &&
            (typeof (p as { service?: unknown }).service === 'number' ||
              typeof (p as { condition?: unknown }).condition === 'string'),
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * The user's own quick-bar chips, kept in this browser (per user of the PC's
 * browser profile): pinned from the command box, unpinned from the bar.
 */
export function useQuickPins() {
  const [pins, setPins] = useState<QuickPin[]>(read);
  const save = (next: QuickPin[]) => {
    setPins(next);
    try {
      localStorage.setItem(PINS_KEY, JSON.stringify(next));
    } catch {
      // Private mode: the pins last for the page.
    }
  };
  const pin = (c: QuickChartCommand) => {
    const p: QuickPin = c.service ? { service: c.service.id } : { condition: c.condition ?? '' };
    if (!pins.some((q) => pinKey(q) === pinKey(p))) save([...pins, p]);
  };
  const unpin = (key: string) => save(pins.filter((p) => pinKey(p) !== key));
  return { pins, pin, unpin };
}
