import {
  blogPostPath,
  formatDayHours,
  membershipPlanOf,
  type PublicSite,
  SITE_CARD_LIMIT,
  type SitePerson,
  type SitePost,
  WEEK_DAYS,
} from '@chairside/domain';
import { el, esc } from './html.js';

/**
 * The public pages' content as plain HTML, sent in the page (inside `#root`) so that a visitor
 * without JavaScript and a search engine read the real text at once; the app, once its code has
 * run, draws the same content in its place.
 */
const WRAP = 'style="font-family:system-ui,sans-serif;max-width:1100px;margin:0 auto;padding:16px;color:#1d2a33"';

const lines = (v: string | string[] | undefined): string[] => (Array.isArray(v) ? v : []);
const list = (items: readonly string[]): string =>
  items.length ? `<ul>${items.map((i) => el('li', i)).join('')}</ul>` : '';

function section(id: string, title: string, body: string, subtitle?: string): string {
  return `<section id="${esc(id)}" aria-labelledby="${esc(id)}-title">${el('h2', title, `id="${esc(id)}-title"`)}${
    subtitle ? el('p', subtitle) : ''
  }${body}</section>`;
}

function people(list: readonly SitePerson[], empty: string): string {
  if (!list.length) return el('p', empty);
  return `<ul>${list
    .slice(0, SITE_CARD_LIMIT)
    .map((p) => `<li>${el('strong', p.name)} — ${esc(p.title)}</li>`)
    .join('')}</ul>`;
}

function nav(): string {
  const links = [
    ['#home', 'Home'],
    ['#about', 'About'],
    ['#services', 'Services'],
    ['#doctors', 'Doctors'],
    ['#staff', 'Staff'],
    ['#memberships', 'Memberships'],
    ['#contact', 'Contact'],
    ['/login', 'Login'],
  ];
  return `<nav aria-label="Sections">${links.map(([href, label]) => `<a href="${href}">${label}</a>`).join(' · ')}</nav>`;
}

/** `/`: every section of the landing page, in its order. */
export function landingHtml(site: PublicSite, year: number): string {
  const { content: c, settings } = site;
  const system = settings.system;
  const hours = WEEK_DAYS.map(
    (d) => `<tr><th scope="row">${esc(d)}</th><td>${esc(formatDayHours(settings.openHours[d]))}</td></tr>`,
  ).join('');
  const plans = lines(c.memberships.plans).slice(0, SITE_CARD_LIMIT).map(membershipPlanOf);
  return `<div ${WRAP}><header>${el('p', system.appName)}${nav()}</header><main>
<section id="home" aria-labelledby="home-title">${el('h1', String(c.home.title), 'id="home-title"')}${el('p', String(c.home.subtitle))}<p><a href="/book-appointment">${esc(String(c.home.callToAction))}</a></p></section>
${section('about', 'About Us', `${el('p', String(c.about.description))}${list(lines(c.about.highlights))}`)}
${section(
  'services',
  String(c.services.title),
  site.services.length
    ? `<ul>${site.services.map((s) => `<li>${el('h3', s.name)}${s.description ? el('p', s.description) : ''}</li>`).join('')}</ul>`
    : el('p', 'No services added'),
  String(c.services.subtitle),
)}
${section('hours', String(c.openingHours.title), `<table><tbody>${hours}</tbody></table>`, String(c.openingHours.subtitle))}
${section(
  'memberships',
  String(c.memberships.title),
  plans.length
    ? `<ul>${plans.map((p) => `<li>${el('h3', p.name)}${list(p.benefits)}</li>`).join('')}</ul>`
    : el('p', 'No memberships found.'),
  String(c.memberships.subtitle),
)}
${section('doctors', 'Our Doctors', people(site.doctors, 'No doctors found.'))}
${section('staff', 'Our Staff', people(site.staff, 'No staff found.'))}
${section(
  'testimonials',
  'Testimonials',
  site.testimonials.length
    ? site.testimonials
        .map(
          (t) =>
            `<figure><blockquote>${el('p', t.quote)}</blockquote>${el('figcaption', `${t.name} — ${t.rating}/5`)}</figure>`,
        )
        .join('')
    : el('p', 'No testimonials found.'),
)}
${section(
  'blog',
  String(c.blog.title),
  site.posts.length
    ? `<ul>${site.posts
        .map((p) => `<li><a href="${esc(blogPostPath(p.slug))}">${esc(p.title)}</a> — ${esc(p.summary)}</li>`)
        .join('')}</ul>`
    : el('p', 'No blog posts found.'),
  String(c.blog.subtitle),
)}${section('newsletter', 'Newsletter', '<p><a href="/newsletter">Subscribe to our newsletter</a></p>')}
${section(
  'contact',
  String(c.contact.title),
  `<address>${system.email.trim() ? `${esc(String(c.contact.email))}: <a href="mailto:${esc(system.email.trim())}">${esc(system.email.trim())}</a><br>` : ''}${
    system.phone.trim()
      ? `${esc(String(c.contact.phone))}: <a href="tel:${esc(system.phone.replace(/[^\d+]/g, ''))}">${esc(system.phone.trim())}</a><br>`
      : ''
  }${system.address.trim() ? `${esc(String(c.contact.address))}: ${esc(system.address.trim())}` : ''}</address><p><a href="/send-message">${esc(String(c.contact.sendButton))}</a></p>`,
  String(c.contact.subtitle),
)}
${section('book', String(c.bookVisit.title), `${el('p', String(c.bookVisit.subtitle))}<p><a href="/book-appointment">${esc(String(c.bookVisit.button))}</a></p>`)}
</main><footer>${el('p', `© ${year} ${system.appName}`)}</footer></div>`;
}

/** `/blog/{slug}`: the post, its body already sanitised HTML. */
export function postHtml(post: SitePost, site: PublicSite, year: number): string {
  const name = site.settings.system.appName;
  return `<div ${WRAP}><header><p><a href="/">${esc(name)}</a></p></header><main><article>${el('h1', post.title)}<p>${esc(post.author)} · <time datetime="${esc(post.publishedOn)}">${esc(post.publishedOn)}</time></p>${post.html}</article></main><footer>${el('p', `© ${year} ${name}`)}</footer></div>`;
}
