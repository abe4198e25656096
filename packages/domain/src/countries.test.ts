import { describe, expect, it } from 'vitest';
import { clinics } from './clinics.js';
import { COUNTRY_CODES, countryName } from './countries.js';
import { COUNTRIES, countryCodeOf } from './country-spellings.js';
import { fieldSchema } from './fields.js';

describe('countries', () => {
  it('lists every ISO 3166-1 country once, by its two-letter code', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(COUNTRY_CODES).toEqual(COUNTRIES.map(([code]) => code));
  });

  it('reads the ways people write a country, whatever the case', () => {
    for (const text of ['USA', 'usa', 'U.S.A.', 'United States', 'united  states of america', ' US ', 'America'])
      expect(countryCodeOf(text), text).toBe('US');
    expect(countryCodeOf('UK')).toBe('GB');
    expect(countryCodeOf('Great Britain')).toBe('GB');
    expect(countryCodeOf('UAE')).toBe('AE');
    expect(countryCodeOf('france')).toBe('FR');
    expect(countryCodeOf('FRA')).toBe('FR');
    expect(countryCodeOf('Viet Nam')).toBe('VN');
    expect(countryCodeOf('Vietnam')).toBe('VN');
    expect(countryCodeOf('Atlantis')).toBeNull();
  });

  it('names a country in the reader’s language, and shows free text as it is', () => {
    expect(countryName('FR', 'en')).toBe('France');
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(countryName('ES', 'es')).toBe('España');
    expect(countryName('Atlantis', 'fr')).toBe('Atlantis');
  });

  it('refuses a clinic country that is not a code of the list, naming the field', () => {
    const schema = fieldSchema(clinics.fields.country);
    expect(schema.safeParse('FR').success).toBe(true);
    const wrong = schema.safeParse('France');
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe(
      'Country must be a country of the ISO 3166 list, as its two-letter code (FR, US…)',
    );
  });
});
