import { COUNTRIES } from './country-list.js';

export { COUNTRIES } from './country-list.js';

/**
 * Names people write for a country that ISO does not list (abbreviations,
 * former and everyday names), as found in clinics' free-text addresses.
 */
export const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  America: 'US',
  UK: 'GB',
  'Great Britain': 'GB',
  Britain: 'GB',
  England: 'GB',
  Scotland: 'GB',
  Wales: 'GB',
  'Northern Ireland': 'GB',
  UAE: 'AE',
  Emirates: 'AE',
  Russia: 'RU',
  Holland: 'NL',
  'The Netherlands': 'NL',
  Turkey: 'TR',
  'Ivory Coast': 'CI',
  'Cape Verde': 'CV',
  Swaziland: 'SZ',
  Burma: 'MM',
  Macedonia: 'MK',
  'North Korea': 'KP',
  'Hong Kong SAR': 'HK',
  Deutschland: 'DE',
  España: 'ES',
  Italia: 'IT',
  Schweiz: 'CH',
  Suisse: 'CH',
  België: 'BE',
  Belgique: 'BE',
  Österreich: 'AT',
  Brasil: 'BR',
  México: 'MX',
};

/** A free-text country as a lookup key: dots dropped, spaces collapsed, lower case (`U.S.A.` → `usa`). */
export const countryKey = (text: string): string => text.replace(/\./g, '').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Every spelling a free-text country maps from, to its code: the alpha-2 and
 * alpha-3 codes, ISO's names and the aliases. The clinic country data
 * migration (apps/server/drizzle, `clinic_country_codes`) holds exactly these pairs.
 */
export const COUNTRY_SPELLINGS: ReadonlyMap<string, string> = (() => {
  const spellings = new Map<string, string>();
  const add = (text: string, code: string) => {
    const key = countryKey(text);
    const taken = spellings.get(key);
    if (taken && taken !== code) throw new Error(`Country spelling ${text} names both ${taken} and ${code}`);
    spellings.set(key, code);
  };
  for (const [code, alpha3, ...names] of COUNTRIES) for (const text of [code, alpha3, ...names]) add(text, code);
  for (const [text, code] of Object.entries(COUNTRY_ALIASES)) add(text, code);
  return spellings;
})();

/** The code of a country written as free text (any case), or null when it is not one we know. */
export const countryCodeOf = (text: string): string | null => COUNTRY_SPELLINGS.get(countryKey(text)) ?? null;
