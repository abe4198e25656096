import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translateFieldMessage } from './fieldMessages';
import ar from './locales/ar.json';
import es from './locales/es.json';
import fr from './locales/fr.json';

const catalogues: Record<string, Record<string, string>> = { fr, es, ar };

describe('translation catalogues', () => {
  it('translate the same English strings in every language', () => {
    const keys = Object.keys(fr).sort();
    expect(Object.keys(es).sort()).toEqual(keys);
    expect(Object.keys(ar).sort()).toEqual(keys);
  });

  it.each(Object.keys(catalogues))('%s keeps every {{placeholder}} of the English text', (lng) => {
    for (const [en, text] of Object.entries(catalogues[lng] ?? {})) {
      const wanted = (en.match(/{{\s*\w+\s*}}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();
      const got = (text.match(/{{\s*\w+\s*}}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();
      expect(got, `${lng}: ${en}`).toEqual(wanted);
      expect(text.trim(), `${lng}: ${en}`).not.toBe('');
    }
  });
});

describe('domain strings', () => {
  it('have a translation for every record type label, field label and help, row label, rule, section, message, summary tile and chart title', async () => {
    const { RESOURCES } = await import('@chairside/domain');
    const missing: string[] = [];
    for (const def of RESOURCES) {
      const texts = [
        def.label,
        def.plural,
        ...Object.values(def.messages),
        ...Object.values(def.fields).flatMap((f) => [
          f.label,
          ...(f.help ? [f.help] : []),
          ...(f.emptyText ? [f.emptyText] : []),
        ]),
        ...Object.values(def.fields).flatMap((f) =>
          f.kind === 'rows' ? [f.itemLabel, ...Object.values(f.fields).map((sub) => sub.label)] : [],
        ),
        ...(def.rules ?? []).map((rule) => rule.message),
        ...(def.sections ?? []).map((s) => s.title),
        ...Object.values(def.list.timestamps ?? {}),
        ...Object.values(def.list.headers ?? {}).filter((h): h is string => h !== undefined),
        ...(def.list.idColumn ? [def.list.idColumn] : []),
        ...(def.list.views ?? []).map((view) => view.label),
        ...(def.summary?.tiles ?? []).map((tile) => tile.label),
        ...(def.summary?.charts ?? []).map((chart) => chart.title),
        ...(def.analytics ?? []).map((chart) => chart.title),
      ];
      for (const text of texts) if (!(text in fr)) missing.push(`${def.name}: ${text}`);
    }
    expect(missing).toEqual([]);
  });
});

describe('quick chart', () => {
  it('translates every message of the quick-chart parser', async () => {
    const { QUICK_CHART_MESSAGES } = await import('@chairside/domain');
    const missing = Object.values(QUICK_CHART_MESSAGES).filter((m) => !(m in fr));
    expect(missing).toEqual([]);
  });
});

describe('validation messages', () => {
  /**
   * Every message the domain's schemas can give a person: those of each
   * record type's create and update bodies and of every other schema the
   * domain exports (settings, sign-in, booking…). Messages about API
   * parameters (`version is required`, `page must be 1 or more`) name a
   * parameter in lower case and are for integrators: English only.
   */
  async function domainMessages(): Promise<string[]> {
    const domain = await import('@chairside/domain');
    const schemas: z.ZodType[] = [
      ...domain.RESOURCES.flatMap((def) => [domain.createSchema(def), domain.updateSchema(def)]),
      ...(Object.values(domain) as unknown[]).filter((v): v is z.ZodType => v instanceof z.ZodType),
    ];
    const messages = new Set(schemas.flatMap((schema) => domain.schemaMessages(schema)));
    return [...messages].filter((m) => !/^[a-z]/.test(m)).sort();
  }

  it('are found in the record definitions (the test reads them, it does not list them)', async () => {
    const messages = await domainMessages();
    expect(messages).toContain('Birth Date must be a date (YYYY-MM-DD)');
    expect(messages).toContain('Blood Type must be one of: A+, A-, B+, B-, AB+, AB-, O+, O-, Unknown');
    expect(messages.length).toBeGreaterThan(500);
  });

  it.each(Object.keys(catalogues))(
    'each has a %s translation, word for word or from its template and label',
    async (lng) => {
      const catalogue = catalogues[lng] ?? {};
      const lookup = (text: string) => catalogue[text];
      const missing = (await domainMessages()).filter(
        (m) => !(m in catalogue) && translateFieldMessage(m, lookup) === undefined,
      );
      expect(missing).toEqual([]);
    },
  );
});
