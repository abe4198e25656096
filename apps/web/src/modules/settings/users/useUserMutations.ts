import type { Role, User } from '@chairside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/client';
import { errorMessage } from '../../../api/errors';
import { USERS_KEY, updateUser } from '../../../api/users';
import { useToast } from '../../../shell/toast';

export const USER_CONFLICT = 'This account was changed by someone else. The list has been reloaded: please try again.';

interface UserChange {
  user: User;
  role?: Role | null;
  active?: boolean;
}

function successMessage(change: UserChange): string {
  if (change.active === true) return 'The account has been activated.';
  if (change.active === false) return 'The account has been deactivated.';
  return 'The role has been changed.';
}

/** Activate, deactivate or change the role of an account, with the version it was read at. */
export function useUpdateUser() {
  const qc = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ user, role, active }: UserChange) => updateUser(user.id, { role, active, version: user.version }),
    onSuccess: (_saved, change) => toast.success(successMessage(change)),
    onError: (e) => toast.error(e instanceof ApiError && e.status === 409 ? USER_CONFLICT : errorMessage(e)),
    onSettled: () => qc.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
