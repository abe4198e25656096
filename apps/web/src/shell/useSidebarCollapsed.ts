import { useCallback, useState } from 'react';

const KEY = 'chairside.sidebarCollapsed';

/** Whether the desktop sidebar is collapsed, remembered on this device. */
export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setState] = useState(() => localStorage.getItem(KEY) === 'true');
  const set = useCallback((value: boolean) => {
    localStorage.setItem(KEY, String(value));
    setState(value);
  }, []);
  return [collapsed, set];
}
