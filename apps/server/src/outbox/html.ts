const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The HTML part of a tracked message: its text, escaped, with web addresses
 * as links and line breaks kept, and the open pixel at the end.
 */
export function trackedHtml(body: string, pixelUrl: string): string {
  const html = escapeHtml(body)
    .replace(/https?:\/\/[^\s<>"'()]+/gi, (url) => {
      const href = url.replace(/[.,;:!?]+$/, '');
      return `<a href="${href}">${href}</a>${url.slice(href.length)}`;
    })
    .replace(/\r?\n/g, '<br>\n');
  return `<!doctype html><html><body><p>${html}</p><img src="${escapeHtml(pixelUrl)}" width="1" height="1" alt=""></body></html>`;
}
