import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/** Two emotion caches: the RTL one flips left/right in every generated style (Arabic). */
const ltrCache = createCache({ key: 'mui', prepend: true });
const rtlCache = createCache({ key: 'muirtl', prepend: true, stylisPlugins: [prefixer, rtlPlugin] });

export function emotionCacheFor(direction: 'ltr' | 'rtl'): EmotionCache {
  return direction === 'rtl' ? rtlCache : ltrCache;
}
