import { boolean, date, files, isBlank, longText, text } from './fields.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';
import { IMAGE_FILE_TYPES } from './site-images.js';

/** `caring-for-your-gums`: lower-case words joined by single hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const BLOG_MESSAGES = {
  slug: 'Slug must be lower-case letters, digits and single hyphens',
  publishedOn: 'Published On is required for a published post',
} as const;

/** `Caring for Your Gums!` → `caring-for-your-gums`. */
export const slugOf = (title: string): string =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

/**
 * A post of the clinic's blog (issue 24): Markdown written by staff, rendered to HTML by the server
 * only (markdown-it without raw HTML, then sanitised), shown on `/blog/{slug}` once published.
 */
export const blogPosts = defineResource({
  ...RESOURCE_CATALOGUE.blogPosts,
  table: 'blog_posts',
  titleField: 'title',
  fields: {
    title: text({ label: 'Title', required: true, max: 160 }),
    slug: text({
      label: 'Slug',
      required: true,
      max: 80,
      unique: true,
      uniqueMessage: 'A post with this slug already exists',
      help: 'The end of the post’s address: /blog/your-slug',
    }),
    summary: longText({ label: 'Summary', required: true, max: 300 }),
    body: longText({ label: 'Body (Markdown)', required: true, max: 50_000 }),
    author: text({ label: 'Author', required: true, max: 120 }),
    published: boolean({ label: 'Published', required: true, default: false }),
    publishedOn: date({ label: 'Published On' }),
    cover: files({ label: 'Cover Image', accept: IMAGE_FILE_TYPES, maxFiles: 1, maxBytes: 5 * 1024 * 1024 }),
  },
  rules: [
    { path: 'slug', message: BLOG_MESSAGES.slug, when: (v) => typeof v.slug === 'string' && !SLUG.test(v.slug) },
    {
      path: 'publishedOn',
      message: BLOG_MESSAGES.publishedOn,
      when: (v) => v.published === true && isBlank(v.publishedOn),
    },
  ],
  list: {
    columns: ['title', 'author', 'published', 'publishedOn'],
    search: ['title', 'summary', 'author'],
    filters: ['published'],
    sortable: ['title', 'author', 'publishedOn'],
    defaultSort: '-publishedOn',
    pageSize: 5,
    pageSizeOptions: [5, 10, 20],
    toggles: ['published'],
  },
  messages: {
    confirmDelete: 'Are you sure you want to delete this blog post?',
    empty: 'No blog posts found.',
  },
  sections: [
    { title: 'Post', fields: ['title', 'slug', 'author', 'published', 'publishedOn'] },
    { title: 'Text', fields: ['summary', 'body'] },
    { title: 'Cover Image', fields: ['cover'] },
  ],
});
