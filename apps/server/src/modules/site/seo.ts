import { type ClinicSettings, formatDayHours, type PublicSite, type SitePost, WEEK_DAYS } from '@chairside/domain';
import { jsonForScript } from './html.js';

/** What a page tells search engines and link previews, beside its content. */
export interface PageMeta {
  title: string;
  description: string;
  /** The page's absolute address. */
  url: string;
  type: 'website' | 'article';
  image?: string;
}

/** schema.org's `OpeningHoursSpecification` of the clinic's week (closed days left out). */
function openingHours(hours: ClinicSettings['openHours']) {
  return WEEK_DAYS.flatMap((day) => {
    const d = hours[day];
    return d.closed
      ? []
      : [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: `https://schema.org/${day}`,
            opens: d.open,
            closes: d.close,
          },
        ];
  });
}

/** The clinic as schema.org `Dentist`: name, address, phone, e-mail, hours (what a search result shows). */
export function dentistJsonLd(site: PublicSite, origin: string): string {
  const { system, openHours } = site.settings;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Dentist',
    name: system.appName,
    url: `${origin}/`,
    ...(system.address.trim() ? { address: system.address.trim() } : {}),
    ...(system.phone.trim() ? { telephone: system.phone.trim() } : {}),
    ...(system.email.trim() ? { email: system.email.trim() } : {}),
    description: String(site.content.about.description),
    openingHoursSpecification: openingHours(openHours),
    // The same hours in the short form some readers take: `Mo 08:00-18:00`.
    openingHours: WEEK_DAYS.filter((d) => !openHours[d].closed).map(
      (d) => `${d.slice(0, 2)} ${formatDayHours(openHours[d]).replace(' - ', '-')}`,
    ),
  };
  return `<script type="application/ld+json">${jsonForScript(data)}</script>`;
}

/** A post as schema.org `BlogPosting`. */
export function postJsonLd(post: SitePost, site: PublicSite, url: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    datePublished: post.publishedOn,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Dentist', name: site.settings.system.appName },
    mainEntityOfPage: url,
  };
  return `<script type="application/ld+json">${jsonForScript(data)}</script>`;
}
