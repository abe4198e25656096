/** Saves a blob (data the page holds, or a file the API sent) as a file the browser downloads. */
export function saveBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked a moment later: the download has taken the blob by then.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves a value as pretty-printed JSON. */
export function saveJson(filename: string, value: unknown): void {
  saveBlob(filename, new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' }));
}
