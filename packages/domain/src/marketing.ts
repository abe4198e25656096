import { placeholdersIn } from './certificate-placeholders.js';
import { choice, date, datetime, integer, json, longText, text } from './fields.js';
import { campaignAudienceSchema, describeAudience } from './marketing-audience.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

/** What a campaign is for (spec 002 reads a campaign type but never lists its values). Sent by email. */
export const CAMPAIGN_TYPES = ['Promotion', 'Newsletter', 'Recall', 'Event', 'Announcement'] as const;

/** Sent is set by the server when the campaign is sent; the others are chosen freely. */
export const CAMPAIGN_STATUSES = ['Draft', 'Scheduled', 'Sent', 'Cancelled'] as const;
export const CAMPAIGN_STATUS_COLORS = {
  Draft: 'default',
  Scheduled: 'info',
  Sent: 'success',
  Cancelled: 'error',
} as const;

/** `{{patientName}}` in a campaign's subject or message stands for each recipient's value. */
export const CAMPAIGN_PLACEHOLDERS = [
  { name: 'patientName', label: 'Patient name' },
  { name: 'firstName', label: 'First name' },
  { name: 'clinicName', label: 'Clinic name' },
  { name: 'clinicPhone', label: 'Clinic phone' },
] as const;
export type CampaignPlaceholder = (typeof CAMPAIGN_PLACEHOLDERS)[number]['name'];

const KNOWN: ReadonlySet<string> = new Set(CAMPAIGN_PLACEHOLDERS.map((p) => p.name));
const PLACEHOLDER = /{{\s*([A-Za-z_][\w.]*)\s*}}/g;

/** The placeholders of a text that a campaign cannot fill. */
export const unknownCampaignPlaceholders = (content: string): string[] =>
  placeholdersIn(content).filter((name) => !KNOWN.has(name));

/** The text for one recipient: each known placeholder replaced by its value (an empty value leaves nothing). */
export function fillCampaignTemplate(content: string, values: Partial<Record<CampaignPlaceholder, string>>): string {
  return content.replace(PLACEHOLDER, (token, name: string) =>
    KNOWN.has(name) ? (values[name as CampaignPlaceholder] ?? '') : token,
  );
}

/** A patient's values for the placeholders: the first name is the first word of the full name. */
export const recipientValues = (
  fullName: string,
  clinic: { name: string; phone: string },
): Record<CampaignPlaceholder, string> => ({
  patientName: fullName,
  firstName: fullName.trim().split(/\s+/)[0] ?? fullName,
  clinicName: clinic.name,
  clinicPhone: clinic.phone,
});

export const MARKETING_MESSAGES = {
  alreadySent: 'This campaign was already sent on {{when}}.',
  cancelled: 'A cancelled campaign cannot be sent: set it to Draft or Scheduled first.',
  locked: 'This campaign has been sent and can no longer be changed. Duplicate it to send it again.',
  noRecipients: 'No patient of this audience has an email address: nothing was sent.',
  tooMany: 'This audience has more than {{max}} patients with an email address: narrow it.',
  notByHand: 'Choose Draft, Scheduled or Cancelled: a campaign becomes Sent when it is sent.',
  source: 'Marketing campaign',
} as const;

/** The most messages one campaign queues in one go. */
export const MAX_CAMPAIGN_RECIPIENTS = 10_000;

const unknownIn = (v: unknown): string[] => (typeof v === 'string' ? unknownCampaignPlaceholders(v) : []);

/**
 * Spec 002 "Marketing campaign": a message to the patients an audience
 * matches, sent by email through the outbox (one message per patient with an
 * email address; the others are counted as skipped). The spec's
 * performanceMetrics (open, click-through and conversion rates) are counted
 * from real events by `GET /:id/metrics` (see `campaignMetricsSchema`).
 */
export const marketingCampaigns = defineResource({
  ...RESOURCE_CATALOGUE.marketingCampaigns,
  table: 'marketing_campaigns',
  titleField: 'campaignName',
  fields: {
    campaignName: text({ label: 'Campaign Name', required: true, max: 150 }),
    campaignType: choice({ label: 'Campaign Type', required: true, options: CAMPAIGN_TYPES }),
    status: choice({
      label: 'Status',
      required: true,
      options: CAMPAIGN_STATUSES,
      default: 'Draft',
      colors: CAMPAIGN_STATUS_COLORS,
    }),
    scheduleDate: date({ label: 'Schedule Date' }),
    targetAudience: json({
      label: 'Target Audience',
      schema: campaignAudienceSchema,
      widget: 'audience',
      default: {},
      describe: describeAudience,
      help: 'Leave every criterion empty to write to all patients.',
    }),
    subject: text({
      label: 'Email Subject',
      max: 200,
      help: 'Left empty, the campaign name is the subject.',
    }),
    messageTemplate: longText({
      label: 'Message Template',
      required: true,
      max: 5000,
      help: 'Placeholders filled in for each patient, between double braces: patientName, firstName, clinicName, clinicPhone.',
    }),
    audienceSize: integer({ label: 'Audience', readOnly: true }),
    messagesQueued: integer({ label: 'Messages Queued', readOnly: true }),
    skippedNoEmail: integer({ label: 'Skipped (no email)', readOnly: true }),
    sentAt: datetime({ label: 'Sent At', readOnly: true }),
  },
  rules: [
    {
      path: 'scheduleDate',
      message: 'Schedule Date is required for a scheduled campaign',
      when: (v) => v.status === 'Scheduled' && (typeof v.scheduleDate !== 'string' || v.scheduleDate === ''),
    },
    {
      path: 'messageTemplate',
      message: 'Unknown placeholders: {{names}}',
      when: (v) => unknownIn(v.messageTemplate).length > 0,
      params: (v) => ({ names: unknownIn(v.messageTemplate).join(', ') }),
    },
    {
      path: 'subject',
      message: 'Unknown placeholders: {{names}}',
      when: (v) => unknownIn(v.subject).length > 0,
      params: (v) => ({ names: unknownIn(v.subject).join(', ') }),
    },
  ],
  list: {
    columns: ['campaignName', 'campaignType', 'scheduleDate', 'status', 'audienceSize', 'messagesQueued'],
    search: ['campaignName', 'subject'],
    filters: ['campaignType', 'status'],
    sortable: ['campaignName', 'campaignType', 'scheduleDate', 'status', 'sentAt'],
    defaultSort: '-createdAt',
    pageSize: 5,
    pageSizeOptions: [5, 10, 20],
  },
  messages: {
    confirmDelete: 'Are you sure you want to delete this campaign?',
    empty: 'No campaigns found.',
    noneSelected: 'No campaign selected.',
  },
  sections: [
    { title: 'Campaign', fields: ['campaignName', 'campaignType', 'status', 'scheduleDate'] },
    { title: 'Audience', fields: ['targetAudience'] },
    { title: 'Message', fields: ['subject', 'messageTemplate'] },
    { title: 'Metrics', fields: ['audienceSize', 'messagesQueued', 'skippedNoEmail', 'sentAt'] },
  ],
  summary: {
    tiles: [
      { label: 'Total Campaigns' },
      { label: 'Draft', where: { field: 'status', in: ['Draft'] } },
      { label: 'Scheduled', where: { field: 'status', in: ['Scheduled'] } },
      { label: 'Sent', where: { field: 'status', in: ['Sent'] } },
      { label: 'Messages Queued', sum: 'messagesQueued' },
    ],
    charts: [{ title: 'Campaigns by type', type: 'bar', groupBy: 'campaignType', series: 'status' }],
  },
});
