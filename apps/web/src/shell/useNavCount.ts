import { useQuery } from '@tanstack/react-query';
import { get } from '../api/client';
import { useAuth } from '../auth/AuthContext';
import { useAfterFirstPaint } from '../components/useAfterFirstPaint';
import { resourceKeys } from '../resources/queryKeys';
import type { NavItem } from './nav';

/** Under the resource's key: any change to its records (a delete, a message read) refreshes the badge. */
export const navCountKey = (resource: string, path: string) => [...resourceKeys.of(resource), 'nav-count', path];

/** The badge number of a nav entry that declares a `count`, or undefined (none, not allowed, not loaded). */
export function useNavCount(item: NavItem): number | undefined {
  const { can } = useAuth();
  // Asked once the page's own first screen is drawn: the badges come second.
  const ready = useAfterFirstPaint();
  const source = item.count && item.resource ? item.count : null;
  const query = useQuery({
    queryKey: navCountKey(item.resource ?? '', source?.path ?? ''),
    queryFn: () => get<Record<string, unknown>>(source?.path ?? ''),
    enabled: ready && source !== null && can(item.permission),
    // New visitor messages arrive without anyone here doing anything.
    refetchInterval: 60_000,
  });
  const value = source ? query.data?.[source.field] : undefined;
  return typeof value === 'number' ? value : undefined;
}
