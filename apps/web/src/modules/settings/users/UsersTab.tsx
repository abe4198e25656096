import type { User } from '@chairside/domain';
import { Card, LinearProgress } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { fetchUsers, USERS_KEY, type UserListParams } from '../../../api/users';
import { useAddressParams } from '../../../app/useAddressParams';
import { useAuth } from '../../../auth/AuthContext';
import { useTranslation } from '../../../i18n/useTranslation';
import { ConfirmDialog } from '../../../resources/ConfirmDialog';
import { LoadErrorAlert } from '../../../resources/LoadErrorAlert';
import { PagedTableFooter } from '../../../resources/PagedTableFooter';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { UsersTable } from './UsersTable';
import { UsersToolbar } from './UsersToolbar';
import { readUserListParams, USER_PAGE_SIZES, writeUserListParams } from './userListParams';
import { useUpdateUser } from './useUserMutations';

/** Accounts: activate registrations, give roles, reset passwords (permission users.manage). */
export function UsersTab() {
  const { t } = useTranslation();
  const { user: me } = useAuth();
  const [params, updateAddress] = useAddressParams();
  const query = readUserListParams(params);
  const setQuery = useCallback(
    (patch: Partial<UserListParams>) =>
      updateAddress((now) => writeUserListParams({ ...readUserListParams(now), page: 1, ...patch })),
    [updateAddress],
  );
  const { data, isError, isFetching, refetch } = useQuery({
    queryKey: [...USERS_KEY, 'list', query],
    queryFn: () => fetchUsers(query),
    placeholderData: keepPreviousData,
  });
  const update = useUpdateUser();
  const [deactivating, setDeactivating] = useState<User | null>(null);
  const [resetting, setResetting] = useState<User | null>(null);
  const onSearch = useCallback((q: string) => setQuery({ q: q || undefined }), [setQuery]);

  return (
    <Card>
      <UsersToolbar
        q={query.q ?? ''}
        active={query.active}
        onSearch={onSearch}
        onActive={(active) => setQuery({ active })}
      />
      {isFetching ? <LinearProgress aria-label={t('Loading…')} /> : <div style={{ height: 4 }} />}
      {isError && (
        <LoadErrorAlert
          onRetry={refetch}
          message="The accounts could not be loaded. Check your connection and try again."
          sx={{ m: 2 }}
        />
      )}
      <UsersTable
        users={data?.items ?? (isError ? [] : undefined)}
        selfId={me?.id}
        busyId={update.isPending ? (update.variables?.user.id ?? null) : null}
        sort={query.sort ?? 'username'}
        onSort={(sort) => setQuery({ sort })}
        onRole={(user, role) => update.mutate({ user, role })}
        onActivate={(user) => update.mutate({ user, active: true })}
        onDeactivate={setDeactivating}
        onResetPassword={setResetting}
      />
      <PagedTableFooter
        count={data?.total ?? 0}
        paging={{
          page: data && data.total > 0 ? query.page - 1 : 0,
          pageSize: query.pageSize,
          sizes: USER_PAGE_SIZES,
          setPage: (page) => setQuery({ page: page + 1 }),
          setPageSize: (pageSize) => setQuery({ pageSize }),
        }}
      />
      <ConfirmDialog
        open={deactivating !== null}
        title="Deactivate account"
        message="Deactivate this account? The user will not be able to sign in until it is activated again."
        detail={deactivating?.username}
        confirmLabel="Deactivate"
        destructive
        busy={update.isPending}
        onCancel={() => setDeactivating(null)}
        onConfirm={() => {
          if (deactivating)
            update.mutate({ user: deactivating, active: false }, { onSettled: () => setDeactivating(null) });
        }}
      />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
    </Card>
  );
}
