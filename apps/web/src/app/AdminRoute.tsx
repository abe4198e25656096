import type { ComponentType } from 'react';
import { RequirePermission } from '../auth/RequirePermission';
import { permissionFor } from '../shell/nav';

/**
 * An admin page, shown only to users whose role allows it (the permission comes from the nav
 * table). A chunk of its own with the shell: the nav table names every record type, which the
 * public site and the login page do not load.
 */
export default function AdminRoute({ path, page: Page }: { path: string; page: ComponentType }) {
  return (
    <RequirePermission permission={permissionFor(`/${path}`)}>
      <Page />
    </RequirePermission>
  );
}
