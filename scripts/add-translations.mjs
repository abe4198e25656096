#!/usr/bin/env node
// Adds translations to the fr/es/ar catalogues, kept sorted.
// Usage: node scripts/add-translations.mjs file.json
//   where file.json is {"English text": ["French", "Spanish", "Arabic"], ...}
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const [file] = process.argv.slice(2);
if (!file) {
  process.stderr.write('usage: node scripts/add-translations.mjs file.json\n');
  process.exit(2);
}
const added = JSON.parse(readFileSync(file, 'utf8'));
const dir = fileURLToPath(new URL('../apps/web/src/i18n/locales/', import.meta.url));
['fr', 'es', 'ar'].forEach((lang, i) => {
  const path = `${dir}${lang}.json`;
  const catalogue = JSON.parse(readFileSync(path, 'utf8'));
  for (const [key, texts] of Object.entries(added)) {
    if (!Array.isArray(texts) || typeof texts[i] !== 'string') throw new Error(`${key}: needs [fr, es, ar]`);
    catalogue[key] = texts[i];
  }
  const sorted = Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  writeFileSync(path, `${JSON.stringify(sorted, null, 2)}\n`);
});
