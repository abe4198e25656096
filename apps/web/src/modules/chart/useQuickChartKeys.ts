import { type RefObject, useEffect, useRef } from 'react';
import { isTyping } from '../../shell/useSlashShortcut';

/**
 * The chart's keys: Alt+C anywhere on the page outside a text field focuses
 * the quick-chart box (by the key's place, so Option+C on a Mac and other
 * layouts work too); Ctrl+Z (⌘Z) inside the chart, outside a text field or in
 * the empty quick-chart box, undoes the last charting action.
 */
export function useQuickChartKeys(
  box: RefObject<HTMLInputElement | null>,
  chart: RefObject<HTMLElement | null>,
  undo: () => void,
): void {
  // The latest undo, without subscribing again on every render.
  const undoRef = useRef(undo);
  undoRef.current = undo;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && !e.ctrlKey && !e.metaKey && e.code === 'KeyC' && !isTyping(e.target)) {
        e.preventDefault();
        box.current?.focus();
        return;
      }
      const inChart = e.target instanceof Node && chart.current?.contains(e.target);
      const emptyBox = e.target === box.current && !box.current?.value;
      if (
        (e.ctrlKey || e.metaKey) &&
        !e.shiftKey &&
        e.key.toLowerCase() === 'z' &&
        inChart &&
        (emptyBox || !isTyping(e.target))
      ) {
        e.preventDefault();
        undoRef.current();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [box, chart]);
}
