import {
  blogPostPath,
  formatDayHours,
  membershipPlanOf,
  type PublicSite,
  SITE_CARD_LIMIT,
  type SitePerson,
  type SitePicture,
  type SitePost,
  WEEK_DAYS,
  weekDayOf,
} from '@chairside/domain';
import { translator } from '../../documents/i18n.js';
import { fillPlaceholders } from '../../documents/placeholders.js';
import { el, esc } from './html.js';

/**
 * The public pages as the visitor's browser first paints them (issue 24, "findable and fast"): the
 * whole page in the HTML, styled by `SITE_STYLE`, in the clinic's language, with no script of the
 * app: a search engine reads the real text, and a phone paints it from the first bytes. Links are
 * plain links (sections by their anchor, the booking and contact pages load the app); the narrow
 * screen's menu is a native popover. The app draws its own landing page when a visitor comes back
 * to `/` from one of its pages (apps/web's `LandingPage`), from the same content.
 */
export interface PageContext {
  site: PublicSite;
  year: number;
  /** The demo clinic's banner (spec 000 §1) on top of the page. */
  demo: boolean;
}

type T = (english: string, values?: Readonly<Record<string, string | number>>) => string;
const wordsOf = (site: PublicSite): T => {
  const tr = translator(site.settings.localisation.language);
  return (english, values) => fillPlaceholders(tr.text(english), values);
};

const lines = (v: string | string[] | undefined): string[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string => String(v ?? '');
const link = (href: string, text: string, attrs = ''): string =>
  `<a href="${esc(href)}"${attrs ? ` ${attrs}` : ''}>${esc(text)}</a>`;

/** The top bar's sections (as apps/web's `LANDING_SECTIONS`). */
const SECTIONS = [
  ['home', 'Home'],
  ['about', 'About'],
  ['services', 'Services'],
  ['doctors', 'Doctors'],
  ['staff', 'Staff'],
  ['memberships', 'Memberships'],
  ['contact', 'Contact'],
] as const;
const BOOK_VISIT = '/book-appointment';
const MENU_ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z"/></svg>';

/**
 * A resized picture: the server's 160, 480 and 960 wide versions, the width and height of the box
 * it fills (so the page keeps its place before it arrives), lazily loaded unless `eager`.
 */
export function picture(
  p: SitePicture,
  alt: string,
  box: { width: number; height: number; sizes: string },
  eager = false,
) {
  const at = (w: number) => p.small.replace(/([?&]w=)\d+/, `$1${w}`);
  const loading = eager ? 'fetchpriority="high"' : 'loading="lazy"';
  return `<img src="${esc(p.small)}" srcset="${esc(at(160))} 160w, ${esc(p.small)} 480w, ${esc(p.large)} 960w" sizes="${box.sizes}" width="${box.width}" height="${box.height}" alt="${esc(alt)}" ${loading} decoding="async">`;
}

/** The hero's picture as the browser should ask for it first: `<link rel="preload">` for the head. */
export function heroPreload(site: PublicSite): string {
  const p = site.heroImage;
  return p
    ? `<link rel="preload" as="image" imagesrcset="${esc(p.small)} 480w, ${esc(p.large)} 960w" imagesizes="100vw" fetchpriority="high" />`
    : '';
}

function topBar({ site, demo }: PageContext, t: T, base: string): string {
  const name = site.settings.system.appName;
  const banner = demo
    ? `<aside class="demo" aria-label="${esc(t('Demo'))}">${esc(t('Demonstration clinic: the data is made up and may be reset at any time. Do not enter real patients.'))}</aside>`
    : '';
  const anchors = SECTIONS.map(([id, label]) => link(`${base}#${id}`, t(label)));
  const menu = [...anchors, link(BOOK_VISIT, t('Book Visit')), link('/login', t('Login'))].map((a) => `<li>${a}</li>`);
  return `${banner}<header class="bar"><div class="wrap"><p class="brand">${link('/', name)}</p><nav class="links" aria-label="${esc(t('Sections'))}">${anchors.join('')}</nav>${link('/login', t('Login'), 'class="btn btn-primary"')}<button type="button" class="menu-btn" popovertarget="site-menu" aria-label="${esc(t('Open the menu'))}">${MENU_ICON}</button></div></header><nav id="site-menu" class="menu" popover aria-label="${esc(t('Menu'))}"><ul>${menu.join('')}</ul></nav>`;
}

function footer({ site, year }: PageContext, t: T): string {
  return `<footer><div class="wrap"><p>© ${year} ${esc(site.settings.system.appName)}. ${esc(t('All rights reserved.'))}</p><p>${link('/login', t('Staff login'))}${link('/register', t('Create an account'))}</p></div></footer>`;
}

function section(id: string, title: string, body: string, { subtitle = '', tint = false } = {}): string {
  return `<section id="${id}" class="sec${tint ? ' tint' : ''}" aria-labelledby="${id}-title"><div class="wrap">${el('h2', title, `id="${id}-title"${subtitle ? ' class="titled"' : ''}`)}${
    subtitle ? el('p', subtitle, 'class="sub"') : ''
  }${body}</div></section>`;
}

/** Cards in a grid, or the spec's fallback when there is none. */
const cards = (items: readonly string[], empty: string, columns: string): string =>
  items.length
    ? `<ul class="cards ${columns}">${items.map((i) => `<li class="card">${i}</li>`).join('')}</ul>`
    : el('p', empty, 'class="muted"');

function hero({ site }: PageContext, t: T): string {
  const { content: c, settings } = site;
  const today = settings.openHours[weekDayOf()];
  const image = site.heroImage;
  return `<section id="home" class="hero${image ? ' pictured' : ''}" aria-labelledby="home-title">${
    image
      ? picture(image, '', { width: 1600, height: 900, sizes: '100vw' }, true).replace(
          '<img ',
          '<img class="hero-img" ',
        )
      : ''
  }<div class="wrap"><p class="overline">${esc(settings.system.appName)}</p>${el('h1', str(c.home.title), 'id="home-title"')}${el(
    'p',
    str(c.home.subtitle),
    'class="lead"',
  )}${
    today
      ? el(
          'p',
          today.closed ? t('Closed today') : t('Open today: {{hours}}', { hours: formatDayHours(today) }),
          'class="today"',
        )
      : ''
  }<p class="actions">${link(BOOK_VISIT, str(c.home.callToAction), 'class="btn btn-secondary"')}${link(
    '#contact',
    str(c.contact.title),
    'class="btn btn-light"',
  )}${link('#services', str(c.services.title), 'class="btn btn-outline"')}</p></div></section>`;
}

function person(p: SitePerson, t: T): string {
  const photo = p.photo
    ? picture(p.photo, p.name, { width: 96, height: 96, sizes: '96px' })
    : `<div class="avatar" aria-hidden="true">${esc(p.name.replace(/^Dr\.?\s+/, '').charAt(0))}</div>`;
  return `${photo}${el('h3', p.name)}${el('p', t(p.title), 'class="muted"')}`;
}

const CARD_IMAGE = { width: 480, height: 160, sizes: '(max-width: 600px) 100vw, 400px' };

/** `/`: every section of the landing page, in its order (as apps/web's `LandingSections`). */
export function landingHtml(ctx: PageContext): string {
  const { site } = ctx;
  const t = wordsOf(site);
  const { content: c, settings } = site;
  const system = settings.system;
  const todayName = weekDayOf();
  const hours = WEEK_DAYS.map((d) => {
    const day = settings.openHours[d];
    const when = day.closed ? `<td class="closed">${esc(t('Closed'))}</td>` : el('td', formatDayHours(day));
    const isToday = d === todayName;
    return `<tr${isToday ? ' class="today-row"' : ''}><th scope="row">${esc(t(d))}${isToday ? ` · ${esc(t('Today'))}` : ''}</th>${when}</tr>`;
  }).join('');
  const plans = lines(c.memberships.plans).slice(0, SITE_CARD_LIMIT).map(membershipPlanOf);
  const email = system.email.trim();
  const phone = system.phone.trim();
  const address = system.address.trim();
  const contactItem = (label: string, value: string, empty: string) =>
    `<li class="card">${el('h3', label)}${value ? `<p>${value}</p>` : el('p', empty, 'class="muted"')}</li>`;
  const main = [
    hero(ctx, t),
    section(
      'about',
      t('About Us'),
      `${el('p', str(c.about.description), 'class="about"')}${
        lines(c.about.highlights).length
          ? `<ul class="checks">${lines(c.about.highlights)
              .map((h) => el('li', h))
              .join('')}</ul>`
          : ''
      }`,
    ),
    section(
      'services',
      str(c.services.title),
      cards(
        site.services.map(
          (s) =>
            `${s.image ? picture(s.image, '', CARD_IMAGE) : ''}${el('h3', s.name)}${s.description ? el('p', s.description, 'class="muted"') : ''}`,
        ),
        t('No services added'),
        'c3',
      ),
      { subtitle: str(c.services.subtitle), tint: true },
    ),
    section(
      'hours',
      str(c.openingHours.title),
      `<table class="hours" aria-labelledby="hours-title"><tbody>${hours}</tbody></table>`,
      {
        subtitle: str(c.openingHours.subtitle),
      },
    ),
    section(
      'memberships',
      str(c.memberships.title),
      cards(
        plans.map((p) => `${el('h3', p.name)}<ul class="checks">${p.benefits.map((b) => el('li', b)).join('')}</ul>`),
        t('No memberships found.'),
        'c4',
      ),
      { subtitle: str(c.memberships.subtitle), tint: true },
    ),
    section(
      'doctors',
      t('Our Doctors'),
      cards(
        site.doctors.slice(0, SITE_CARD_LIMIT).map((p) => person(p, t)),
        t('No doctors found.'),
        'people',
      ),
    ),
    section(
      'staff',
      t('Our Staff'),
      cards(
        site.staff.slice(0, SITE_CARD_LIMIT).map((p) => person(p, t)),
        t('No staff found.'),
        'people',
      ),
      { tint: true },
    ),
    section(
      'testimonials',
      t('Testimonials'),
      cards(
        site.testimonials.map(
          (x) =>
            `<figure><p class="stars" role="img" aria-label="${esc(t('{{n}} out of 5 stars', { n: x.rating }))}">${'★'.repeat(x.rating)}${'☆'.repeat(5 - x.rating)}</p><blockquote>${el('p', `“${x.quote}”`)}</blockquote><figcaption>${
              x.photo ? picture(x.photo, '', { width: 40, height: 40, sizes: '40px' }) : ''
            }${esc(x.name)}</figcaption></figure>`,
        ),
        t('No testimonials found.'),
        'c3',
      ),
    ),
    section(
      'blog',
      str(c.blog.title),
      `${cards(
        site.posts.map(
          (p) =>
            `${p.cover ? picture(p.cover, '', CARD_IMAGE) : ''}<h3>${link(blogPostPath(p.slug), p.title)}</h3>${el(
              'p',
              `${p.author} · ${p.publishedOn}`,
              'class="muted"',
            )}${el('p', p.summary)}`,
        ),
        t('No blog posts found.'),
        'c3',
      )}<p class="more">${link('/newsletter', t('Subscribe to our newsletter'), 'class="btn btn-outline"')}</p>`,
      { subtitle: str(c.blog.subtitle), tint: true },
    ),
    section(
      'contact',
      str(c.contact.title),
      `<ul class="cards c3">${contactItem(
        str(c.contact.email),
        email ? link(`mailto:${email}`, email) : '',
        t('No e-mail address published yet'),
      )}${contactItem(
        str(c.contact.phone),
        phone ? link(`tel:${phone.replace(/[^\d+]/g, '')}`, phone, 'dir="ltr"') : '',
        t('No phone number published yet'),
      )}${contactItem(str(c.contact.address), esc(address), t('No address published yet'))}</ul><p class="more">${link(
        '/send-message',
        str(c.contact.sendButton),
        'class="btn btn-primary"',
      )}</p>`,
      { subtitle: str(c.contact.subtitle), tint: true },
    ),
    `<section class="book" aria-labelledby="book-visit-title"><div class="wrap">${el('h2', str(c.bookVisit.title), 'id="book-visit-title"')}${el(
      'p',
      str(c.bookVisit.subtitle),
    )}${link(BOOK_VISIT, str(c.bookVisit.button), 'class="btn btn-light"')}</div></section>`,
  ];
  return `${topBar(ctx, t, '')}<main>${main.join('')}</main>${footer(ctx, t)}`;
}

/** `/blog/{slug}`: the post, its body already sanitised HTML. */
export function postHtml(post: SitePost, ctx: PageContext): string {
  const t = wordsOf(ctx.site);
  const cover = post.cover
    ? picture(post.cover, '', { width: 960, height: 420, sizes: '(max-width: 900px) 100vw, 900px' }, true).replace(
        '<img ',
        '<img class="cover" ',
      )
    : '';
  return `${topBar(ctx, t, '/')}<main class="wrap post"><p>${link('/#blog', `← ${t('All posts')}`)}</p><article>${el('h1', post.title)}<p class="by">${esc(post.author)} · <time datetime="${esc(post.publishedOn)}">${esc(post.publishedOn)}</time></p>${cover}<div class="body">${post.html}</div></article></main>${footer(ctx, t)}`;
}
