import { z } from 'zod';
import { boolean, email, fieldSchema, longText, text } from './fields.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

/**
 * Spec 001 "Messages inbox" and spec 000 §2.6: what visitors send from the
 * public contact form. Staff read and delete them; nobody edits them, and
 * only the contact form creates them (`POST /api/messages`, public).
 */
export const messages = defineResource({
  ...RESOURCE_CATALOGUE.messages,
  table: 'messages',
  titleField: 'subject',
  fields: {
    name: text({ label: 'From', required: true, requiredMessage: 'Name is required', max: 100 }),
    email: email({ label: 'Email', required: true }),
    subject: text({ label: 'Subject', required: true, max: 150 }),
    message: longText({ label: 'Message', required: true, max: 5000 }),
    read: boolean({ label: 'Read', required: true, default: false }),
  },
  list: {
    columns: ['name', 'subject', 'message'],
    search: ['name', 'subject', 'message'],
    filters: ['read'],
    sortable: ['name', 'subject', 'read'],
    defaultSort: '-createdAt',
    timestamps: { createdAt: 'Received' },
    pageSize: 5,
    pageSizeOptions: [5, 10, 20],
  },
  messages: {
    confirmDelete: 'Are you sure you want to delete this message?',
    deleted: 'Message deleted.',
    empty: 'No messages.',
    noneSelected: 'No message selected.',
  },
});

/** The contact form's hidden field: people leave it empty, form-filling robots do not. */
export const CONTACT_HONEYPOT = 'website';

export const CONTACT_MESSAGES = {
  sent: 'Message sent successfully! Redirecting...',
  failed: 'Failed to send message. Please try again.',
} as const;

/**
 * Body of the public `POST /api/messages`: the visitor's name, e-mail,
 * subject and message, strict (a read flag or an id is a 400), plus the honeypot.
 */
export const contactMessageSchema = z.strictObject({
  name: fieldSchema(messages.fields.name),
  email: fieldSchema(messages.fields.email),
  subject: fieldSchema(messages.fields.subject),
  message: fieldSchema(messages.fields.message),
  [CONTACT_HONEYPOT]: z.string().max(200).optional(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** `GET /api/messages/count`: the unread messages (the spec's count response names its field `message`). */
export const messageCountSchema = z.object({ message: z.number().int() });

/** `POST /api/messages/:id/reply`: the answer, sent by email to the sender through the outbox. */
export const messageReplySchema = z.strictObject({
  body: z.string().trim().min(1, 'Reply is required').max(10_000, 'Reply must be at most 10000 characters'),
});

/** One reply of a message's thread, `GET /api/messages/:id/replies`, oldest first. */
export const messageReplyRecordSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  body: z.string(),
  status: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MessageReply = z.infer<typeof messageReplyRecordSchema>;

/** The subject of a reply: `Re: ` once before the message's own. */
export const replySubject = (subject: string): string =>
  /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;

export const MESSAGE_REPLY_SOURCE = 'Reply to a message';
