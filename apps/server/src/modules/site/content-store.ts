import {
  DEFAULT_SITE_CONTENT,
  SITE_CONTENT_MESSAGES,
  SITE_SECTION_NAMES,
  type SiteContent,
  type SiteSection,
  type SiteSectionValues,
  siteSectionWithDefaults,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../../db/client.js';
import { invalid, stale } from '../../http/problem.js';

/** The services shown on the website, in their website order, by name (the Services editor's lines). */
export async function shownServiceNames(rows: Rows): Promise<string[]> {
  const found = await rows<{ name: string }>(sql`
    select name from services where show_on_website and active
    order by website_order nulls last, lower(name), id`);
  return found.map((r) => r.name);
}

/** Every section, stored values over the defaults; with its version (0: never saved). */
export async function readSiteContent(rows: Rows): Promise<{ content: SiteContent; versions: Record<string, number> }> {
  const stored = await rows<{ section: string; data: unknown; version: number }>(
    sql`select section, data, version from site_content`,
  );
  const bySection = new Map(stored.map((r) => [r.section, r]));
  const content = { ...DEFAULT_SITE_CONTENT };
  const versions: Record<string, number> = {};
  for (const section of SITE_SECTION_NAMES) {
    const row = bySection.get(section);
    content[section] = siteSectionWithDefaults(section, row?.data);
    versions[section] = row?.version ?? 0;
  }
  content.services = { ...content.services, shown: await shownServiceNames(rows) };
  return { content, versions };
}

/**
 * The Services editor's lines name fee-schedule services (spec 002: one per line): those are shown
 * on the website in that order, every other one is not. A line naming no service is a 422.
 */
async function showServices(rows: Rows, names: readonly string[]): Promise<void> {
  const found = await rows<{ id: number; name: string }>(sql`
    select id, name from services
    where lower(name) in (${sql.join(
      names.map((n) => sql`${n.toLowerCase()}`),
      sql`, `,
    )})`);
  const byName = new Map(found.map((r) => [r.name.toLowerCase(), Number(r.id)]));
  const unknown = names.find((n) => !byName.has(n.toLowerCase()));
  if (unknown !== undefined) throw invalid('shown', SITE_CONTENT_MESSAGES.unknownService.replace('{{name}}', unknown));
  await rows(sql`update services set show_on_website = false, website_order = null, updated_at = app_now(), version = version + 1
                 where show_on_website`);
  for (const [order, name] of names.entries())
    await rows(sql`update services set show_on_website = true, website_order = ${order}, active = true,
                   updated_at = app_now(), version = version + 1 where id = ${byName.get(name.toLowerCase())}`);
}

/**
 * Saves one section with the version the editor read (409 when someone saved it since). Returns the
 * new version.
 */
export async function writeSiteSection(
  rows: Rows,
  section: SiteSection,
  values: SiteSectionValues,
  version: number,
): Promise<number> {
  const { shown, ...stored } = values;
  if (section === 'services' && Array.isArray(shown)) await showServices(rows, shown);
  const data = JSON.stringify(section === 'services' ? stored : values);
  const [row] =
    version === 0
      ? await rows<{ version: number }>(sql`
          insert into site_content (section, data) values (${section}, ${data}::jsonb)
          on conflict do nothing returning version`)
      : await rows<{ version: number }>(sql`
          update site_content set data = ${data}::jsonb, updated_at = app_now(), version = version + 1
          where section = ${section} and version = ${version} returning version`);
  if (!row) throw stale();
  return row.version;
}
