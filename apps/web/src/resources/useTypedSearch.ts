import { useEffect, useRef, useState } from 'react';
import { useDebounced } from './useDebounced';

/**
 * What is typed in a search box or a list's text filter, held by the box alone: the screen hears of it once
 * typing pauses (`onSearch`, trimmed), so a keystroke redraws the box and not the list beside it (on a 2-core
 * PC a list page drawn again took 170 ms a key). `applied` is the value in force; when it changes from
 * elsewhere (the global search, a link), the box shows it instead of what was typed.
 */
export function useTypedSearch(applied: string, onSearch: (q: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(applied);
  const typed = useDebounced(text.trim());
  const [seen, setSeen] = useState(applied);
  if (applied !== seen) {
    setSeen(applied);
    if (applied !== text.trim()) setText(applied);
  }
  // Only what the user typed is told: a search applied from elsewhere is not sent back while the debounce catches up.
  const told = useRef(typed);
  useEffect(() => {
    if (typed === told.current) return;
    told.current = typed;
    if (typed !== applied) onSearch(typed);
  }, [typed, applied, onSearch]);
  return [text, setText];
}
