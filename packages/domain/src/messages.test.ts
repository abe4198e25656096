import { describe, expect, it } from 'vitest';
import { CONTACT_HONEYPOT, contactMessageSchema, messages } from './messages.js';
import { servesRoute } from './resource-catalogue.js';

const valid = { name: 'Ada', email: 'ada@example.com', subject: 'Hours', message: 'Open on Saturday?' };

describe('contactMessageSchema (the public contact form)', () => {
  it('accepts a name, an e-mail, a subject and a message, trimmed, with an optional honeypot', () => {
    expect(contactMessageSchema.parse({ ...valid, name: '  Ada  ' })).toEqual(valid);
    expect(contactMessageSchema.parse({ ...valid, [CONTACT_HONEYPOT]: '' })).toMatchObject(valid);
  });

  it('refuses what a visitor may not set: the read flag, an id, anything else', () => {
    for (const extra of [{ read: true }, { id: 3 }, { createdAt: '2026-01-01' }])
      expect(contactMessageSchema.safeParse({ ...valid, ...extra }).success).toBe(false);
  });

  it('says which field is missing or wrong, in the messages the form shows', () => {
    const result = contactMessageSchema.safeParse({ name: '', email: 'nope', subject: 'x'.repeat(151) });
    const issues = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(issues).toEqual({
      name: 'Name is required',
      email: 'Email must be a valid email address',
      subject: 'Subject must be at most 150 characters',
      message: 'Message is required',
    });
  });
});

describe('messages', () => {
  it('has no generic create or update: visitors write them, nobody edits them', () => {
    expect(servesRoute(messages, 'create')).toBe(false);
    expect(servesRoute(messages, 'update')).toBe(false);
  });
});
