import type { Permission } from '@chairside/domain';
import type { ReactNode } from 'react';
import { ForbiddenPage } from '../shell/ForbiddenPage';
import { useAuth } from './AuthContext';

/** Shows the page only to users whose role grants `permission` (null: any signed-in user). */
export function RequirePermission({ permission, children }: { permission: Permission | null; children: ReactNode }) {
  const { can } = useAuth();
  return can(permission) ? children : <ForbiddenPage />;
}
