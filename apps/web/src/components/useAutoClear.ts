import { useEffect } from 'react';

/** Calls `clear` `ms` after `value` becomes truthy (a message that hides itself). */
export function useAutoClear(value: unknown, ms: number, clear: () => void): void {
  useEffect(() => {
    if (!value) return;
    const timer = setTimeout(clear, ms);
    return () => clearTimeout(timer);
  }, [value, ms, clear]);
}
