import { messages } from '@chairside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../api/client';
import { resourceKeys } from '../../resources/queryKeys';
import type { ResourceRecord } from '../../resources/types';

/** Marks a message read or unread; the inbox, the open message and the sidebar badge follow. */
export function useSetMessageRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) =>
      post<ResourceRecord>(`/${messages.name}/${id}/${read ? 'read' : 'unread'}`),
    onSuccess: (record) => {
      qc.setQueryData(resourceKeys.detail(messages.name, record.id), record);
      return qc.invalidateQueries({ queryKey: resourceKeys.of(messages.name) });
    },
  });
}
