import { type StaffAccount, staff } from '@chairside/domain';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../api/client';
import { resourceKeys } from '../../resources/queryKeys';

/** The sign-in account linked to a staff member and the permissions it really has (null: none linked). */
export function useStaffAccount(staffId: number) {
  return useQuery({
    // Under the staff resource's key, so that saving a staff member refreshes it.
    queryKey: [...resourceKeys.of(staff.name), 'account', staffId],
    queryFn: () => get<StaffAccount>(`/${staff.name}/${staffId}/account`),
  });
}
