import { useEffect } from 'react';
import { useAppName } from '../api/settings';

/** Sets the browser tab title to "page · clinic name". */
export function useDocumentTitle(page: string | null): void {
  const appName = useAppName();
  useEffect(() => {
    document.title = page ? `${page} · ${appName}` : appName;
  }, [page, appName]);
}
