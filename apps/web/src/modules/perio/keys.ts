import { GM_RANGE, PD_RANGE, type PerioTooth, type ProbeStop } from '@chairside/domain';

/** What the keys fill: the probing depth or the gingival margin of each site. */
export type EntryMode = 'pd' | 'gm';

export interface EntryState {
  teeth: Record<string, PerioTooth>;
  /** Index in the probing order of the site the next key fills. */
  at: number;
  /** The site last filled (B and S mark it; a second digit after a `1` completes it). */
  lastAt: number | null;
  /** The last key was a `1` that a second digit may make 10–15. */
  one: boolean;
  /** A `-` was typed: the next margin is negative. */
  negative: boolean;
}

export const startEntry = (teeth: Record<string, PerioTooth>): EntryState => ({
  teeth,
  at: 0,
  lastAt: null,
  one: false,
  negative: false,
});

type Site = PerioTooth['sites'][ProbeStop['site']];

const withSite = (
  teeth: Record<string, PerioTooth>,
  stop: ProbeStop | undefined,
  change: (site: Site) => Partial<Site>,
): Record<string, PerioTooth> => {
  const tooth = stop && teeth[stop.tooth];
  if (!stop || !tooth) return teeth;
  const site = tooth.sites[stop.site];
  return { ...teeth, [stop.tooth]: { ...tooth, sites: { ...tooth.sites, [stop.site]: { ...site, ...change(site) } } } };
};

/**
 * One key of fast entry, as a hygienist dictates: a digit fills the site and
 * the cursor moves on (`1` then a digit 0–5 makes 10–15 mm on the same site);
 * `-` makes the next margin negative; B and S mark bleeding and suppuration on
 * the site just filled; Backspace clears the site before the cursor and steps
 * back; Space, Enter and the arrows move. Null when the key is none of these.
 */
export function applyKey(
  state: EntryState,
  key: string,
  order: readonly ProbeStop[],
  mode: EntryMode,
): EntryState | null {
  const last = order.length - 1;
  const moved = (s: EntryState, to: number): EntryState => ({
    ...s,
    at: Math.min(last, Math.max(0, to)),
    one: false,
    negative: false,
  });
  if (/^\d$/.test(key)) {
    const digit = Number(key);
    const max = mode === 'pd' ? PD_RANGE.max : GM_RANGE.max;
    if (state.one && state.lastAt !== null && 10 + digit <= max) {
      const teeth = withSite(state.teeth, order[state.lastAt], () => ({ [mode]: 10 + digit }));
      return { ...state, teeth, one: false };
    }
    const value = state.negative ? -digit : digit;
    const teeth = withSite(state.teeth, order[state.at], () => ({ [mode]: value }));
    return { ...moved({ ...state, teeth, lastAt: state.at }, state.at + 1), one: digit === 1 && !state.negative };
  }
  if (key === '-' && mode === 'gm') return { ...state, negative: true, one: false };
  if (/^[bBsS]$/.test(key)) {
    const target = order[state.lastAt ?? state.at];
    const flag = key.toLowerCase() === 'b' ? 'bleeding' : 'suppuration';
    return { ...state, teeth: withSite(state.teeth, target, (site) => ({ [flag]: !site[flag] })), one: false };
  }
  if (key === 'Backspace') {
    const to = Math.max(0, state.at - (state.at === last && state.lastAt === last ? 0 : 1));
    const teeth = withSite(state.teeth, order[to], () => ({ [mode]: null }));
    return { ...moved({ ...state, teeth }, to), lastAt: null };
  }
  if (key === ' ' || key === 'Enter' || key === 'ArrowRight' || key === 'ArrowDown') return moved(state, state.at + 1);
  if (key === 'ArrowLeft' || key === 'ArrowUp') return moved(state, state.at - 1);
  if (key === 'Home') return moved(state, 0);
  if (key === 'End') return moved(state, last);
  return null;
}
