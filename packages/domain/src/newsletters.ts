import { z } from 'zod';
import { choice, datetime, email, text } from './fields.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

export const SUBSCRIBER_STATUSES = ['Pending', 'Confirmed', 'Unsubscribed'] as const;
export const SUBSCRIBER_STATUS_COLORS = { Pending: 'warning', Confirmed: 'success', Unsubscribed: 'default' } as const;

/**
 * A newsletter subscriber (issue 24): added by the public subscribe form as Pending, Confirmed by
 * the link of the confirmation email (double opt-in), Unsubscribed by the link in every mail.
 * Nobody types one in: the generic create and update routes are left out.
 */
export const newsletterSubscribers = defineResource({
  ...RESOURCE_CATALOGUE.newsletterSubscribers,
  table: 'newsletter_subscribers',
  titleField: 'email',
  fields: {
    name: text({ label: 'Name', required: true, max: 120 }),
    email: email({ label: 'Email', required: true, unique: true, uniqueMessage: 'This address is already listed' }),
    status: choice({
      label: 'Status',
      required: true,
      options: SUBSCRIBER_STATUSES,
      default: 'Pending',
      colors: SUBSCRIBER_STATUS_COLORS,
    }),
    subscribedAt: datetime({ label: 'Subscribed On', readOnly: true }),
    confirmedAt: datetime({ label: 'Confirmed On', readOnly: true, emptyText: 'Not confirmed' }),
  },
  list: {
    columns: ['name', 'email', 'status', 'subscribedAt', 'confirmedAt'],
    search: ['name', 'email'],
    filters: ['status'],
    sortable: ['name', 'email', 'status', 'subscribedAt', 'confirmedAt'],
    defaultSort: '-subscribedAt',
    pageSize: 5,
    pageSizeOptions: [5, 10, 20],
    exportFilename: 'NewsletterSubscribers',
  },
  messages: {
    confirmDelete: 'Are you sure you want to delete this subscriber?',
    empty: 'No subscribers yet.',
  },
  sections: [{ title: 'Subscriber', fields: ['name', 'email', 'status', 'subscribedAt', 'confirmedAt'] }],
});

export const NEWSLETTER_MESSAGES = {
  /** The same answer whether or not the address was already listed. */
  subscribed: 'Thank you. Please check your inbox to confirm your subscription.',
  confirmed: 'Your subscription is confirmed. Thank you!',
  unsubscribed: 'You are unsubscribed. You will receive no more newsletters.',
  invalidLink: 'This link is invalid or has expired.',
  sent: 'The newsletter was queued for {{count}} confirmed subscribers.',
  noSubscribers: 'There are no confirmed subscribers to send to.',
} as const;

/** How long a confirmation link works. */
export const CONFIRM_TOKEN_HOURS = 48;

/** The hidden field of the subscribe form: a person leaves it empty, a robot fills it. */
export const NEWSLETTER_HONEYPOT = 'website';

/** `POST /api/newsletters/subscribe`. */
export const newsletterSubscribeSchema = z.strictObject({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(120, 'Name must be at most 120 characters'),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email('Email must be a valid email address')),
  [NEWSLETTER_HONEYPOT]: z.string().max(200).optional(),
});

/** The confirm and unsubscribe links' token (base64url of 32 random bytes). */
export const newsletterTokenSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is invalid or has expired.'),
});

/** `POST /api/newsletters/issues`: an issue's subject and Markdown body. */
export const newsletterIssueSchema = z.strictObject({
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(1, 'Subject is required')
    .max(200, 'Subject must be at most 200 characters'),
  body: z
    .string({ error: 'Body is required' })
    .trim()
    .min(1, 'Body is required')
    .max(50_000, 'Body must be at most 50000 characters'),
});
