import { choice, datetime, email, integer, longText, reference, text } from './fields.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

export const OUTBOX_CHANNELS = ['Email'] as const;
/** Queued until sent; Failed keeps the reason and is tried again on request. */
export const OUTBOX_STATUSES = ['Queued', 'Sent', 'Failed'] as const;

/**
 * Messages the clinic sends (renewal reminders, campaign messages): written
 * by the modules that send them, delivered by SMTP when it is configured,
 * otherwise kept as Queued. Nothing is dropped silently; admins see them all.
 */
export const outbox = defineResource({
  ...RESOURCE_CATALOGUE.outbox,
  table: 'outbox_messages',
  titleField: 'subject',
  fields: {
    recipient: email({ label: 'Recipient', required: true }),
    recipientName: text({ label: 'Recipient Name', max: 150 }),
    patient: reference({ label: 'Patient', resource: 'patients' }),
    inReplyTo: reference({
      label: 'In Reply To',
      resource: 'messages',
      inUseMessage: 'This message has replies in the outbox and cannot be deleted.',
    }),
    channel: choice({ label: 'Channel', options: OUTBOX_CHANNELS, required: true, default: 'Email' }),
    source: text({ label: 'Sent For', max: 150 }),
    subject: text({ label: 'Subject', required: true, max: 200 }),
    body: longText({ label: 'Message', required: true, max: 20000 }),
    status: choice({
      label: 'Status',
      options: OUTBOX_STATUSES,
      required: true,
      default: 'Queued',
      colors: { Queued: 'warning', Sent: 'success', Failed: 'error' },
    }),
    attempts: integer({ label: 'Attempts', readOnly: true }),
    sentAt: datetime({ label: 'Sent At', readOnly: true }),
    error: text({ label: 'Error', max: 1000, readOnly: true }),
  },
  list: {
    columns: ['recipient', 'subject', 'source', 'status', 'sentAt'],
    search: ['recipient', 'recipientName', 'subject', 'source'],
    filters: ['status', 'inReplyTo'],
    sortable: ['recipient', 'status', 'sentAt'],
    defaultSort: '-createdAt',
    pageSize: 10,
    pageSizeOptions: [10, 20, 50],
  },
  messages: {
    confirmDelete: 'Delete this message from the outbox? It will not be sent.',
    empty: 'The outbox is empty.',
    noneSelected: 'No message selected.',
  },
});
