import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * Markdown of a blog post or a newsletter to HTML that can run nothing. Two locks, each enough on
 * its own: markdown-it with `html: false` writes raw HTML of the source as text (`<script>` is
 * shown, never a tag) and refuses `javascript:`, `vbscript:`, `file:` and most `data:` links; then
 * sanitize-html keeps only the tags and attributes Markdown makes, and links to http, https and
 * mailto only (a link whose address it drops stays as text).
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['style'],
    td: ['style'],
  },
  allowedStyles: { th: { 'text-align': [/^(left|right|center)$/] }, td: { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Links leave the site: no referrer, no access to this page.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
};
// `rel` is written by the transform: allow it on links only.
SANITIZE.allowedAttributes = { ...SANITIZE.allowedAttributes, a: ['href', 'title', 'rel'] };

/** Safe HTML of a Markdown text. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), SANITIZE);
}

/** The plain text of a Markdown text (a meta description, a mail's text part): tags dropped. */
export function markdownText(source: string): string {
  return sanitizeHtml(markdown.render(source), { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
