import { useMemo } from 'react';
import { useAuth } from '../auth/AuthContext';
import { useTranslation } from '../i18n/useTranslation';
import { NAV_GROUPS, NAV_ITEMS, type NavGroup, type NavItem } from './nav';

export interface NavSection {
  group: NavGroup;
  items: NavItem[];
}

/**
 * Sidebar sections the user may see, filtered by `filter` (case-insensitive,
 * on the translated labels). Empty sections are left out.
 */
export function useVisibleNav(filter: string): NavSection[] {
  const { t } = useTranslation();
  const { can } = useAuth();
  return useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase();
    return NAV_GROUPS.map((group) => ({
      group,
      items: NAV_ITEMS.filter(
        (i) =>
          i.group === group &&
          i.sidebar !== false &&
          can(i.permission) &&
          (!needle || t(i.label).toLocaleLowerCase().includes(needle)),
      ),
    })).filter((s) => s.items.length > 0);
  }, [filter, t, can]);
}
