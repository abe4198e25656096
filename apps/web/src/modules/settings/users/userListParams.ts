import { USER_SORTS } from '@chairside/domain';
import type { UserListParams } from '../../../api/users';

export const USER_PAGE_SIZES = [10, 20, 50] as const;

/** The users list state lives in the address (?q=&active=&page=&pageSize=&sort=), so links can open it filtered. */
export function readUserListParams(params: URLSearchParams): UserListParams {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const sort = params.get('sort') ?? 'username';
  const active = params.get('active');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: (USER_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : USER_PAGE_SIZES[0],
    sort: (USER_SORTS as readonly string[]).includes(sort) ? sort : 'username',
    q: params.get('q')?.trim() || undefined,
    active: active === 'true' || active === 'false' ? active : undefined,
  };
}

/** The address parameters for a list state (defaults left out). */
export function writeUserListParams(p: UserListParams): URLSearchParams {
  const out = new URLSearchParams();
  if (p.q) out.set('q', p.q);
  if (p.active) out.set('active', p.active);
  if (p.page > 1) out.set('page', String(p.page));
  if (p.pageSize !== USER_PAGE_SIZES[0]) out.set('pageSize', String(p.pageSize));
  if (p.sort && p.sort !== 'username') out.set('sort', p.sort);
  return out;
}
