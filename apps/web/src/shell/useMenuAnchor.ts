import { type MouseEvent, useCallback, useId, useState } from 'react';

/** Open/close state of a menu anchored to the button that opened it, with matching ARIA ids. */
export function useMenuAnchor() {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = useCallback((e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget), []);
  const close = useCallback(() => setAnchor(null), []);
  const isOpen = anchor !== null;
  return {
    anchor,
    isOpen,
    open,
    close,
    menuId: `${id}-menu`,
    buttonProps: {
      'aria-haspopup': 'true' as const,
      'aria-expanded': isOpen,
      'aria-controls': isOpen ? `${id}-menu` : undefined,
      onClick: open,
    },
  };
}

/** A menu's state as useMenuAnchor gives it, for a menu drawn apart from its button. */
export type MenuAnchor = ReturnType<typeof useMenuAnchor>;
