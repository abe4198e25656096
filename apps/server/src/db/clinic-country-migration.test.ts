import { readFileSync } from 'node:fs';
import { COUNTRY_SPELLINGS } from '@chairside/domain/country-spellings';
import { describe, expect, it } from 'vitest';

const migration = readFileSync(new URL('../../drizzle/0039_clinic_country.sql', import.meta.url), 'utf8');

describe('the clinic country migration', () => {
  it('maps exactly the spellings the domain reads (the same country list and aliases)', () => {
    const pairs = [...migration.matchAll(/^ {2}\('((?:[^']|'')*)', '([A-Z]{2})'\),?$/gm)].map(
      ([, key, code]) => [key!.replace(/''/g, "'"), code] as const,
    );
    expect(new Map(pairs)).toEqual(COUNTRY_SPELLINGS);
  });
});
