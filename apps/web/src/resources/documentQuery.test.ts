import { describe, expect, it } from 'vitest';
import { documentQuery, inlineDocumentUrl } from './documentQuery';

describe('the query a document is asked with', () => {
  it('names the language the app is read in, the time zone of the screen', () => {
    expect(documentQuery('fr')).toMatchObject({ lang: 'fr' });
    // i18next may hold a regional code; the server knows the four languages.
    expect(documentQuery('ar-MA').lang).toBe('ar');
    expect(documentQuery('de').lang).toBe('en');
    expect(documentQuery('es').tz).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('opens a document in the viewer in that language', () => {
    const url = new URL(inlineDocumentUrl('/prescriptions/7/pdf', 'es'), 'http://clinic');
    expect(url.pathname).toBe('/api/prescriptions/7/pdf');
    expect(url.searchParams.get('lang')).toBe('es');
    expect(url.searchParams.get('inline')).toBe('1');
  });
});
