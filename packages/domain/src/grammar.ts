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

/**
 * A text with a context (`Service|maintenance`): one English word that other
 * languages say two ways (a billed service is *Prestation*, an equipment's
 * service *Entretien*). The catalogues translate the key with its context;
 * English, and a catalogue without that key, read the text before the bar
 * (then its own translation). The context is one lower-case word; undefined
 * for a text without one.
 */
export function contextFree(key: string): string | undefined {
  return /^(.+)\|[a-z]+$/.exec(key)?.[1];
}
