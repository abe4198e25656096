import { insurancePolicies, outbox, type RenewalReminderResult } from '@chairside/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError, post } from '../../api/client';
import { useTranslation } from '../../i18n/useTranslation';
import { ConfirmDialog } from '../../resources/ConfirmDialog';
import { problemMessage } from '../../resources/errors';
import { formatDateTime } from '../../resources/format';
import { resourceKeys } from '../../resources/queryKeys';
import type { ResourceRecord } from '../../resources/types';
import { useFormatContext } from '../../resources/useFormatContext';
import { useToast } from '../../shell/toast';

/** When the last reminder was queued, as a 409 says it (a reminder sent less than a day ago). */
const lastReminderOf = (error: unknown): string | null => {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const at = (error.problem as Record<string, unknown>).lastReminderAt;
  return typeof at === 'string' ? at : null;
};

/**
 * Send Renewal Reminder: queues an email to the policy holder in the outbox.
 * One already queued within a day is not sent twice silently: the server
 * refuses (409) and the user is asked whether to send another one.
 */
export function useRenewalReminder() {
  const { t } = useTranslation();
  const ctx = useFormatContext();
  const toast = useToast();
  const qc = useQueryClient();
  const [repeat, setRepeat] = useState<{ policy: ResourceRecord; at: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const send = useCallback(
    async (policy: ResourceRecord, again = false) => {
      setBusy(true);
      try {
        const result = await post<RenewalReminderResult>(
          `/${insurancePolicies.name}/${policy.id}/renewal-reminder`,
          again ? { again: true } : {},
        );
        setRepeat(null);
        toast.success(t('Renewal reminder queued for {{email}}. It is in the outbox.', { email: result.recipient }));
      } catch (error) {
        const at = lastReminderOf(error);
        if (at && !again) setRepeat({ policy, at });
        else {
          setRepeat(null);
          toast.error(problemMessage(error));
        }
      } finally {
        setBusy(false);
        await Promise.all([
          qc.invalidateQueries({ queryKey: resourceKeys.of(insurancePolicies.name) }),
          qc.invalidateQueries({ queryKey: resourceKeys.of(outbox.name) }),
        ]);
      }
    },
    [qc, t, toast],
  );

  const dialog = (
    <ConfirmDialog
      open={repeat !== null}
      title="Send another reminder?"
      message="A renewal reminder for this policy was already queued on {{when}}. Send another one?"
      values={{ when: repeat ? formatDateTime(repeat.at, ctx) : '' }}
      detail={repeat ? String(repeat.policy.policyNumber) : undefined}
      confirmLabel="Send again"
      busy={busy}
      onConfirm={() => repeat && void send(repeat.policy, true)}
      onCancel={() => setRepeat(null)}
    />
  );
  return { send, dialog };
}
