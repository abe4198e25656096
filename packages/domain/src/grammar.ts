/**
 * The form of `english` (an adjective: a status) that agrees with `noun` in a translation catalogue,
 * read through `lookup`: the noun's gender (`Invoice|gender` → `feminine`), then the word's form for
 * it (`Paid|feminine` → `Payée`). Undefined where the catalogue has no such form: the plain
 * translation serves. The web's screens and the server's documents both translate statuses so.
 */
export function agreeingForm(
  lookup: (key: string) => string | undefined,
  english: string,
  noun: string,
): string | undefined {
  const gender = lookup(`${noun}|gender`);
  return gender ? lookup(`${english}|${gender}`) : undefined;
}
