/**
 * dwv reads `document.baseURI` once, when its module runs, to start its decoding workers from
 * `assets/workers/` beside it; on `/patient/12` that would be `/patient/assets/…`. Imported just
 * before dwv, this puts a `<base href="/">` in place for that moment; `restoreBase` (called right
 * after dwv's import) takes it away again, so no other address of the app is read against it.
 */
const base = document.createElement('base');
base.href = '/';
document.head.prepend(base);

export function restoreBase(): void {
  base.remove();
}
