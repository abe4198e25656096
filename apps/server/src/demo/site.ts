import { blogPosts, testimonials } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../db/client.js';
import { writeSiteSection } from '../modules/site/content-store.js';
import { ResourceRepository } from '../resources/repository.js';
import { demoToday } from './today.js';

const DAY = 86_400_000;
const dayBefore = (days: number): string => new Date(demoToday() - days * DAY).toISOString().slice(0, 10);
const instantBefore = (days: number, hour = 10): string =>
  new Date(demoToday() - days * DAY + hour * 3_600_000).toISOString();

/** The fee schedule's services the demo site shows, with their public text (after the billing step). */
const SHOWN_SERVICES: [code: string, description: string][] = [
  ['CLN-01', 'A thorough scale and polish every six months keeps gums healthy and teeth bright.'],
  ['FIL-01', 'Tooth-coloured fillings that repair decay and blend in with your smile.'],
  ['WHT-01', 'Professional whitening in one visit, safe for enamel and supervised by a dentist.'],
  ['IMP-01', 'Titanium implants that replace a missing tooth for good, planned with 3D imaging.'],
  ['ORT-01', 'Braces and clear aligners for teenagers and adults, with a plan you can see first.'],
  ['RCT-01', 'Gentle root canal treatment that saves a painful tooth, usually in a single visit.'],
];

const POSTS = [
  {
    title: 'Five habits for healthy gums',
    slug: 'five-habits-for-healthy-gums',
    summary: 'Bleeding gums are common but not normal. Five small habits that make a real difference.',
    author: 'Dr. Sarah Mitchell',
    days: 4,
    body: [
      'Bleeding when you brush is often the first sign of **gum disease**. The good news: it is reversible.',
      '',
      '1. Brush twice a day for two minutes, angling the brush towards the gum line.',
      '2. Clean between your teeth every day with floss or interdental brushes.',
      '3. Stop smoking: it hides the bleeding while the disease goes on.',
      '4. Drink water after sugary snacks.',
      '5. Come for a check-up and a clean every six months.',
      '',
      'Questions? [Send us a message](/send-message).',
    ].join('\n'),
  },
  {
    title: 'What to expect at your child’s first visit',
    slug: 'your-childs-first-visit',
    summary: 'A calm first visit builds a lifetime of confidence. How we make it easy for children.',
    author: 'Dr. Hannah Becker',
    days: 18,
    body: [
      'We recommend a first visit **by the first birthday**, or within six months of the first tooth.',
      '',
      '## Before the visit',
      '',
      'Talk about the dentist as a friendly helper who counts teeth.',
      '',
      '## During the visit',
      '',
      '- A ride in the big chair',
      '- A look and a count of the teeth',
      '- Advice for parents on brushing and snacks',
    ].join('\n'),
  },
  {
    title: 'Whitening: what works and what does not',
    slug: 'whitening-what-works',
    summary: 'Strips, charcoal, or a professional treatment? An honest guide to a brighter smile.',
    author: 'Dr. Elena Rossi',
    days: 40,
    body: [
      'Charcoal powders are abrasive and can wear enamel. Shop-bought strips work a little, slowly.',
      '',
      '> Professional whitening uses a stronger gel under supervision, protecting your gums.',
      '',
      'Ask us whether whitening is right for you: crowns and fillings do not whiten.',
    ].join('\n'),
  },
];

const TESTIMONIALS = [
  [
    'Maria Gonzalez',
    'I was terrified of dentists. The whole team was patient and kind, and my implant feels like my own tooth.',
    5,
  ],
  ['Kevin O’Brien', 'Booked online in a minute, seen on time, and the price was exactly what they told me.', 5],
  ['Fatima Zahra', 'Our children actually look forward to their check-ups now. Thank you, Dr. Becker!', 5],
  ['Paul Lambert', 'Clear explanations before every step of my root canal. Almost no pain afterwards.', 4],
] as const;

const SUBSCRIBERS = [
  ['Emma Wilson', 'emma.wilson@mail.example', 'Confirmed', 30],
  ['Noah Brown', 'noah.brown@mail.example', 'Confirmed', 21],
  ['Olivia Davis', 'olivia.davis@mail.example', 'Pending', 2],
  ['Liam Martin', 'liam.martin@mail.example', 'Confirmed', 12],
  ['Sofia Garcia', 'sofia.garcia@mail.example', 'Unsubscribed', 60],
  ['Yusuf Amrani', 'yusuf.amrani@mail.example', 'Confirmed', 5],
] as const;

/** The public website's content: texts, services and people shown, posts, testimonials, subscribers. */
export async function seedSite(rows: Rows): Promise<void> {
  await writeSiteSection(
    rows,
    'about',
    {
      description:
        'Chairside is a family dental practice in the heart of Boston. Since 2009 our dentists, hygienists and ' +
        'nurses have cared for over 8,000 patients, from first baby teeth to complete smile makeovers.',
      highlights: [
        'Gentle care for nervous patients',
        'Evening and Saturday appointments',
        'Clear prices agreed before any treatment',
        'Digital X-rays with up to 80% less radiation',
      ],
    },
    0,
  );
  await writeSiteSection(
    rows,
    'home',
    {
      title: 'Healthy smiles for the whole family',
      subtitle: 'Modern, gentle dentistry in central Boston: check-ups, implants, braces and emergencies.',
      callToAction: 'Book Appointment',
    },
    0,
  );
  await writeSiteSection(
    rows,
    'memberships',
    {
      title: 'Memberships',
      subtitle: 'Spread the cost of your care with a monthly plan.',
      plans: [
        'Basic: Two check-ups a year, Two cleanings a year, 10% off treatment',
        'Family: Cover for up to 4 people, Two check-ups each, 15% off treatment',
        'Premium: Unlimited check-ups, Whitening once a year, 20% off treatment',
      ],
    },
    0,
  );
  for (const [order, [code, description]] of SHOWN_SERVICES.entries())
    await rows(sql`update services set show_on_website = true, website_order = ${order},
                   public_description = ${description} where code = ${code}`);
  await rows(sql`update doctors set show_on_site = true
                 where full_name in ('Dr. Sarah Mitchell', 'Dr. James Okafor', 'Dr. Elena Rossi', 'Dr. Hannah Becker')`);
  await rows(sql`update staff set show_on_site = true
                 where full_name in ('Margaret Hale', 'Linda Park', 'Aisha Rahman', 'Chloe Dubois')`);

  const posts = new ResourceRepository(blogPosts);
  for (const { days, ...post } of POSTS)
    await posts.insert(rows, { ...post, published: true, publishedOn: dayBefore(days) });
  const quotes = new ResourceRepository(testimonials);
  for (const [name, quote, rating] of TESTIMONIALS) await quotes.insert(rows, { name, quote, rating, published: true });
  for (const [name, email, status, days] of SUBSCRIBERS)
    await rows(sql`insert into newsletter_subscribers (name, email, status, subscribed_at, confirmed_at)
                   values (${name}, ${email}, ${status}, ${instantBefore(days)},
                           ${status === 'Pending' ? null : instantBefore(days - 1, 9)})`);
}
