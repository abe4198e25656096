import { type AudienceCount, type CampaignSendResult, marketingCampaigns, outbox } from '@chairside/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { get, post } from '../../api/client';
import { useTranslation } from '../../i18n/useTranslation';
import { ConfirmDialog } from '../../resources/ConfirmDialog';
import { problemMessage } from '../../resources/errors';
import { resourceKeys } from '../../resources/queryKeys';
import type { ResourceRecord } from '../../resources/types';
import { useToast } from '../../shell/toast';

/** Campaigns that may still be sent. */
export const isSendable = (record: ResourceRecord): boolean =>
  record.status === 'Draft' || record.status === 'Scheduled';

/**
 * Send Campaign: counts the audience, asks (naming how many messages go out
 * and how many patients are skipped for want of an email address), then sends.
 */
export function useSendCampaign() {
  const { t } = useTranslation();
  const toast = useToast();
  const qc = useQueryClient();
  const [asked, setAsked] = useState<{ campaign: ResourceRecord; count: AudienceCount } | null>(null);
  const [busy, setBusy] = useState(false);
  const base = `/${marketingCampaigns.name}`;

  const ask = useCallback(
    (campaign: ResourceRecord) =>
      void get<AudienceCount>(`${base}/${campaign.id}/audience`)
        .then((count) => setAsked({ campaign, count }))
        .catch((error: unknown) => toast.error(problemMessage(error))),
    [base, toast],
  );

  const confirm = async () => {
    if (!asked) return;
    setBusy(true);
    try {
      const result = await post<CampaignSendResult>(`${base}/${asked.campaign.id}/send`, {});
      toast.success(
        t('Campaign sent. Messages queued: {{queued}}. Skipped (no email): {{skipped}}.', {
          queued: result.queued,
          skipped: result.skippedNoEmail,
        }),
      );
    } catch (error) {
      toast.error(problemMessage(error));
    } finally {
      setBusy(false);
      setAsked(null);
      // Its detail as read before sending would offer Edit for a moment: read it afresh when it opens next.
      qc.removeQueries({ queryKey: resourceKeys.detail(marketingCampaigns.name, asked.campaign.id) });
      await Promise.all([
        qc.invalidateQueries({ queryKey: resourceKeys.of(marketingCampaigns.name) }),
        qc.invalidateQueries({ queryKey: resourceKeys.of(outbox.name) }),
      ]);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      title="Send campaign?"
      message="Messages to queue, one per patient with an email address: {{withEmail}}. Matching patients without an email address, skipped: {{skipped}}. A campaign is sent once."
      values={{
        withEmail: asked?.count.withEmail ?? 0,
        skipped: asked ? asked.count.matching - asked.count.withEmail : 0,
      }}
      detail={asked ? String(asked.campaign.campaignName) : undefined}
      confirmLabel="Send"
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setAsked(null)}
    />
  );
  return { ask, dialog };
}
