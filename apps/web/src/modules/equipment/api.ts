import { equipment, type MaintenanceInput, type MaintenanceList, type MaintenanceRecord } from '@chairside/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../api/client';
import { resourceKeys } from '../../resources/queryKeys';

/** One page of a piece of equipment's maintenance history, newest first; idle while `id` is null. */
export function useMaintenanceHistory(id: number | null, page: number, pageSize: number) {
  return useQuery({
    // Under the equipment's key: any change to equipment refreshes an open history.
    queryKey: [...resourceKeys.of(equipment.name), 'maintenance', id ?? 0, page, pageSize],
    queryFn: () => get<MaintenanceList>(`/equipment/${id}/maintenance`, { page, pageSize }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}

/** Add Maintenance: appends the record and puts the equipment In Maintenance (the server does both). */
export function useAddMaintenance() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, entry }: { id: number; entry: MaintenanceInput }) =>
      post<MaintenanceRecord>(`/equipment/${id}/maintenance`, entry),
    onSuccess: () => qc.invalidateQueries({ queryKey: resourceKeys.of(equipment.name) }),
  });
}

/** The address of a piece of equipment's detail view: what its QR code holds. */
export const equipmentLink = (origin: string, id: number): string => `${origin}/equipment-maintenance?view=${id}`;
