import { useRef, useState } from 'react';

/**
 * Stable React keys for the rows of a list editor, so that removing a row
 * does not move focus or text into its neighbour; `focusKey` is the row just added.
 */
export function useRowKeys(length: number) {
  const next = useRef(0);
  const newKey = () => {
    next.current += 1;
    return next.current;
  };
  const [keys, setKeys] = useState<number[]>(() => Array.from({ length }, newKey));
  const rowKeys = keys.length === length ? keys : Array.from({ length }, (_, i) => keys[i] ?? -1 - i);
  const [focusKey, setFocusKey] = useState<number | null>(null);
  return {
    rowKeys,
    focusKey,
    added() {
      const key = newKey();
      setKeys([...rowKeys, key]);
      setFocusKey(key);
    },
    removed(index: number) {
      setKeys(rowKeys.filter((_, i) => i !== index));
    },
  };
}
