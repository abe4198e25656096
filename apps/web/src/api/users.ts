import type { ListResult, Role, User } from '@chairside/domain';
import { get, patch, post } from './client';

/** Every users query starts with this key, so one invalidation refreshes lists and the notification badge. */
export const USERS_KEY = ['users'] as const;

export interface UserListParams {
  page: number;
  pageSize: number;
  q?: string;
  sort?: string;
  active?: 'true' | 'false';
}

export const fetchUsers = (params: UserListParams) => get<ListResult<User>>('/users', { ...params });

export const updateUser = (id: number, body: { role?: Role | null; active?: boolean; version: number }) =>
  patch<User>(`/users/${id}`, body);

export const resetUserPassword = (id: number, password: string) => post<void>(`/users/${id}/password`, { password });
