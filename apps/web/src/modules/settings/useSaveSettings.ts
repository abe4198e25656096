import type { ClinicSettings } from '@chairside/domain';
import { MESSAGES } from '@chairside/domain';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, put } from '../../api/client';
import { errorMessage } from '../../api/errors';
import { type SettingsRecord, settingsQuery } from '../../api/settings';
import { useToast } from '../../shell/toast';

export const SETTINGS_CONFLICT =
  'Someone else changed the settings in the meantime. The latest values have been loaded: please make your change again.';

export type SaveOutcome = 'saved' | 'conflict' | 'failed';

/**
 * Saves one part of the settings (PUT /api/settings with the version that was
 * read). A stale version (409) reloads the settings; other failures are shown,
 * with field messages handed to `applyFieldErrors` when the form can show them.
 */
export function useSaveSettings() {
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: (patch: Partial<ClinicSettings>) => {
      const current = settingsQuery.get();
      if (!current) throw new Error('Settings are not loaded');
      return put<SettingsRecord>('/settings', {
        system: patch.system ?? current.system,
        localisation: patch.localisation ?? current.localisation,
        openHours: patch.openHours ?? current.openHours,
        marketing: patch.marketing ?? current.marketing,
        version: current.version,
      });
    },
    onSuccess: (saved) => settingsQuery.set(saved),
  });
  const { mutateAsync } = mutation;

  const save = useCallback(
    async (patch: Partial<ClinicSettings>, applyFieldErrors?: (e: unknown) => boolean): Promise<SaveOutcome> => {
      try {
        await mutateAsync(patch);
        toast.success(MESSAGES.settingsUpdated);
        return 'saved';
      } catch (e) {
        if (e instanceof ApiError && e.status === 409) {
          toast.error(SETTINGS_CONFLICT);
          await settingsQuery.refetch();
          return 'conflict';
        }
        if (!applyFieldErrors?.(e)) toast.error(errorMessage(e));
        return 'failed';
      }
    },
    [mutateAsync, toast],
  );

  return { save, saving: mutation.isPending };
}
