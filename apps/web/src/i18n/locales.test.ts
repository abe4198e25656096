import { describe, expect, it } from 'vitest';
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
