import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** A new page starts at its top; back and forward leave the browser's own scroll restoration alone. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new address (not a change of its query)
  useLayoutEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, type]);
  return null;
}
