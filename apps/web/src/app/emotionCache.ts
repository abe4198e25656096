import createCache, { type EmotionCache } from '@emotion/cache';

/** Two emotion caches: the RTL one flips left/right in every generated style (Arabic). */
const ltrCache = createCache({ key: 'mui', prepend: true });
let rtlCache: EmotionCache | undefined;

/**
 * Loads the right-to-left style plugin (stylis-plugin-rtl and cssjanus, a chunk of their own: only
 * Arabic needs them) and makes the RTL cache. i18n waits for it before it switches to Arabic.
 */
export async function loadRtlCache(): Promise<void> {
  if (rtlCache) return;
  const [{ prefixer }, { default: rtlPlugin }] = await Promise.all([import('stylis'), import('stylis-plugin-rtl')]);
  rtlCache ??= createCache({ key: 'muirtl', prepend: true, stylisPlugins: [prefixer, rtlPlugin] });
}

/** The cache of a direction; right-to-left is ready once `loadRtlCache` settled (see i18n). */
export function emotionCacheFor(direction: 'ltr' | 'rtl'): EmotionCache {
  return direction === 'rtl' && rtlCache ? rtlCache : ltrCache;
}
