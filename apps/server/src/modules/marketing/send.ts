import {
  audienceOf,
  type CampaignSendResult,
  type ClinicSettings,
  campaignLinks,
  fillCampaignTemplate,
  MARKETING_MESSAGES,
  MAX_CAMPAIGN_RECIPIENTS,
  marketingCampaigns,
  recipientValues,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/types.js';
import type { Rows } from '../../db/client.js';
import { formatInstant } from '../../documents/format.js';
import { HttpProblem, notFound } from '../../http/problem.js';
import { queueMessages } from '../../outbox/queue.js';
import { diff, writeAudit } from '../../resources/audit.js';
import { ResourceRepository } from '../../resources/repository.js';
import { audienceRecipients, countAudience } from './audience.js';
import { newToken, pixelUrl, withTrackedLinks } from './tracking.js';

const repo = new ResourceRepository(marketingCampaigns);

const noRecipients = (path: string, message: string, extensions: Record<string, unknown>) =>
  new HttpProblem(422, message, [{ path, message }], undefined, extensions);

/**
 * Sends a campaign, in the caller's transaction: one outbox message per
 * matching patient with an email address (the subject and message filled for
 * that patient), the others counted as skipped, and the campaign marked Sent
 * with what it measured. A campaign is sent once: again is a 409.
 */
export async function sendCampaign(
  rows: Rows,
  id: number,
  user: SessionUser | null,
  settings: Pick<ClinicSettings, 'system' | 'localisation' | 'marketing'>,
  /** The server's public address (`https://clinic.example`), for tracked links and the open pixel; none: untracked. */
  baseUrl?: string,
): Promise<CampaignSendResult> {
  // Locked: two sends at once queue the messages once, and the second is refused.
  const campaign = await repo.get(rows, id, true);
  if (!campaign) throw notFound('The campaign');
  if (campaign.status === 'Sent') {
    const when = formatInstant(String(campaign.sentAt), {
      ...settings.localisation,
      timeZone: 'UTC',
    });
    throw new HttpProblem(
      409,
      MARKETING_MESSAGES.alreadySent.replace('{{when}}', `${when} UTC`),
      undefined,
      undefined,
      {
        sentAt: campaign.sentAt,
      },
    );
  }
  if (campaign.status === 'Cancelled') throw new HttpProblem(409, MARKETING_MESSAGES.cancelled);

  const audience = audienceOf(campaign.targetAudience);
  const counts = await countAudience(rows, audience);
  if (counts.withEmail === 0) throw noRecipients('targetAudience', MARKETING_MESSAGES.noRecipients, counts);
  if (counts.withEmail > MAX_CAMPAIGN_RECIPIENTS)
    throw noRecipients(
      'targetAudience',
      MARKETING_MESSAGES.tooMany.replace('{{max}}', String(MAX_CAMPAIGN_RECIPIENTS)),
      counts,
    );

  const recipients = await audienceRecipients(rows, audience, MAX_CAMPAIGN_RECIPIENTS);
  const clinic = { name: settings.system.appName, phone: settings.system.phone };
  const name = String(campaign.campaignName);
  const subject = typeof campaign.subject === 'string' && campaign.subject ? campaign.subject : name;
  const template = String(campaign.messageTemplate);
  // Tracked only when the clinic turned it on and the server knows where its links lead.
  const base = settings.marketing.trackEngagement ? baseUrl : undefined;
  const links = new Set(campaignLinks(template));
  const tokens = recipients.map(() => newToken());
  const ids = await queueMessages(
    rows,
    recipients.map((p, i) => {
      const values = recipientValues(p.fullName, clinic);
      const body = fillCampaignTemplate(template, values);
      return {
        recipient: p.email,
        recipientName: p.fullName,
        patient: p.id,
        source: `${MARKETING_MESSAGES.source}: ${name}`,
        subject: fillCampaignTemplate(subject, values),
        body: base !== undefined ? withTrackedLinks(body, links, base, tokens[i]!) : body,
      };
    }),
  );
  await recordRecipients(
    rows,
    id,
    recipients.map((p, i) => ({
      outboxMessageId: ids[i]!,
      patientId: p.id,
      token: tokens[i]!,
      pixelUrl: base !== undefined ? pixelUrl(base, tokens[i]!) : null,
    })),
  );
  const queued = ids.length;
  const skippedNoEmail = counts.matching - counts.withEmail;
  await rows(sql`
    update marketing_campaigns set status = 'Sent', audience_size = ${counts.matching},
      messages_queued = ${queued}, skipped_no_email = ${skippedNoEmail}, sent_at = app_now(),
      updated_at = app_now(), version = version + 1
    where id = ${id}`);
  const after = (await repo.get(rows, id))!;
  await writeAudit(rows, user, marketingCampaigns.name, id, 'update', diff(campaign, after));
  return { audienceSize: counts.matching, queued, skippedNoEmail, sentAt: String(after.sentAt) };
}

interface Recipient {
  outboxMessageId: number;
  patientId: number;
  token: string;
  pixelUrl: string | null;
}

/** Rows per insert: 4 bound values each. */
const BATCH = 1000;

/** Who each of a campaign's messages went to, with its token: what its metrics are counted from. */
async function recordRecipients(rows: Rows, campaignId: number, recipients: readonly Recipient[]): Promise<void> {
  for (let start = 0; start < recipients.length; start += BATCH) {
    const values = recipients
      .slice(start, start + BATCH)
      .map((r) => sql`(${campaignId}, ${r.outboxMessageId}, ${r.patientId}, ${r.token}, ${r.pixelUrl})`);
    await rows(sql`
      insert into campaign_recipients (campaign_id, outbox_message_id, patient_id, token, pixel_url)
      values ${sql.join(values, sql`, `)}`);
  }
}
