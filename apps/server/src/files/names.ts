import { FILE_TYPES, type FileType } from '@chairside/domain';

const MAX_NAME = 150;

const isControl = (ch: string): boolean => {
  const code = ch.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
};

/**
 * A file name safe to store and to send back: the last path segment only, no
 * control or quote characters, at most 150 characters, ending with an
 * extension of the type the content really is (`scan.png` holding a PDF is
 * kept as `scan.pdf`).
 */
export function safeFileName(raw: string | undefined, type: FileType): string {
  const extensions: readonly string[] = FILE_TYPES[type].extensions;
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const name = [...base.normalize('NFC')]
    .filter((ch) => !isControl(ch) && !'"*:<>?|'.includes(ch))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot).toLowerCase() : '';
  const right = extensions.includes(ext);
  const otherType = !right && Object.values(FILE_TYPES).some((t) => (t.extensions as readonly string[]).includes(ext));
  const stem = right || otherType ? name.slice(0, dot) : name;
  const suffix = right ? name.slice(dot) : (extensions[0] ?? '');
  return `${stem.slice(0, MAX_NAME - suffix.length).trim() || 'file'}${suffix}`;
}

/**
 * `Content-Disposition: attachment` (or `inline`, to be shown in the browser's
 * viewer) for a stored name: an ASCII fallback in `filename` and the exact name
 * in `filename*` (RFC 6266 / 5987).
 */
export function attachmentDisposition(name: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
