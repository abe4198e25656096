import { blogPosts, createSchema, type PublicSite, testimonials } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { bodyOf, useSeededDemo } from '../test/demo.js';

/** The demo's public website: every section filled, the records valid as the API would take them. */
const demo = useSeededDemo('demo-site-admin');

describe('demo website', () => {
  it('shows services with their text, four doctors, four staff, testimonials, three posts and plans', async () => {
    const site = (await demo.ctx.app.inject({ url: '/api/site' })).json<PublicSite>();
    expect(site.content.about.description).toMatch(/family dental practice/);
    expect(site.services.length).toBe(6);
    for (const s of site.services) expect(s.description).not.toBe('');
    expect(site.doctors).toHaveLength(4);
    expect(site.staff.length).toBeGreaterThanOrEqual(3);
    expect(site.testimonials.length).toBe(4);
    expect(site.posts.map((p) => p.slug)).toHaveLength(3);
    expect(site.content.memberships.plans).toHaveLength(3);
  });

  it('keeps posts and testimonials valid, and subscribers in every status', async () => {
    for (const post of await demo.all(blogPosts))
      expect(createSchema(blogPosts).safeParse(bodyOf(blogPosts, post)).error?.issues ?? []).toEqual([]);
    for (const t of await demo.all(testimonials))
      expect(createSchema(testimonials).safeParse(bodyOf(testimonials, t)).error?.issues ?? []).toEqual([]);
    const subscribers = await demo.all('newsletter-subscribers');
    expect(new Set(subscribers.map((s) => s.status))).toEqual(new Set(['Pending', 'Confirmed', 'Unsubscribed']));
  });
});
