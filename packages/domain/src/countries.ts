/**
 * The ISO 3166-1 alpha-2 codes a country field accepts, in code order (the
 * names, for reading free text, are in `country-spellings.ts`: the server's).
 */
export const COUNTRY_CODES: readonly string[] =
  'ADAEAFAGAIALAMAOAQARASATAUAWAXAZBABBBDBEBFBGBHBIBJBLBMBNBOBQBRBSBTBVBWBYBZCACCCDCFCGCHCICKCLCMCNCOCRCUCVCWCXCYCZDEDJDKDMDODZECEEEGEHERESETFIFJFKFMFOFRGAGBGDGEGFGGGHGIGLGMGNGPGQGRGSGTGUGWGYHKHMHNHRHTHUIDIEILIMINIOIQIRISITJEJMJOJPKEKGKHKIKMKNKPKRKWKYKZLALBLCLILKLRLSLTLULVLYMAMCMDMEMFMGMHMKMLMMMNMOMPMQMRMSMTMUMVMWMXMYMZNANCNENFNGNINLNONPNRNUNZOMPAPEPFPGPHPKPLPMPNPRPSPTPWPYQARERORSRURWSASBSCSDSESGSHSISJSKSLSMSNSOSRSSSTSVSXSYSZTCTDTFTGTHTJTKTLTMTNTOTRTTTVTWTZUAUGUMUSUYUZVAVCVEVGVIVNVUWFWSYEYTZAZMZW'.match(
    /../g,
  ) ?? [];

const CODES: ReadonlySet<string> = new Set(COUNTRY_CODES);

export const isCountryCode = (value: string): boolean => CODES.has(value);

/**
 * A country's name in a language (`fr`, `ar`…), from the runtime's CLDR data
 * (the code where it has none). A value that is not a code (free text kept
 * from before countries were a list) is shown as it is.
 */
export function countryName(value: string, language = 'en'): string {
  if (!isCountryCode(value)) return value;
  try {
    return new Intl.DisplayNames([language, 'en'], { type: 'region' }).of(value) ?? value;
  } catch {
    return value;
  }
}
