import type { OutgoingMessage } from '../../outbox/queue.js';

/** What staff read in the outbox's Source column. */
export const NEWSLETTER_SOURCES = { confirm: 'Newsletter confirmation', issue: 'Newsletter' } as const;

/** The confirmation mail of the double opt-in: nothing is sent to the address until its link is followed. */
export function confirmationMail(name: string, email: string, clinic: string, link: string): OutgoingMessage {
  return {
    recipient: email,
    recipientName: name,
    source: NEWSLETTER_SOURCES.confirm,
    subject: `Please confirm your subscription to ${clinic}’s newsletter`,
    body: [
      `Hello ${name},`,
      '',
      `Someone, we hope you, asked to receive ${clinic}’s newsletter at this address. To confirm, open this link:`,
      '',
      link,
      '',
      'If it was not you, ignore this mail: you will receive nothing more.',
    ].join('\n'),
  };
}

/** One issue to one confirmed subscriber, with the one-click unsubscribe link at its end. */
export function issueMail(
  subscriber: { name: string; email: string },
  issue: { subject: string; body: string },
  clinic: string,
  unsubscribe: string,
): OutgoingMessage {
  return {
    recipient: subscriber.email,
    recipientName: subscriber.name,
    source: NEWSLETTER_SOURCES.issue,
    subject: issue.subject,
    body: [
      issue.body,
      '',
      '—',
      `You receive this because you subscribed to ${clinic}’s newsletter.`,
      `Unsubscribe: ${unsubscribe}`,
    ].join('\n'),
  };
}
