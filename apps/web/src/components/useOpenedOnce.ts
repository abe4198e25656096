import { useState } from 'react';

/**
 * True from the first time `open` is true on: a lazily loaded dialog, menu or drawer is rendered
 * (and its code fetched) when first opened, then kept so that it can animate its closing.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
