/** Text for HTML: element content and attribute values alike. */
export const esc = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** `<tag>text</tag>`, the text escaped. */
export const el = (tag: string, text: string, attrs = ''): string =>
  `<${tag}${attrs ? ` ${attrs}` : ''}>${esc(text)}</${tag}>`;

/** JSON inside `<script type="application/ld+json">`: `<` escaped so no text can close the element. */
export const jsonForScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
