import { boolean, files, integer, longText, text } from './fields.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';
import { IMAGE_FILE_TYPES } from './site-images.js';

/**
 * What patients say about the clinic, shown on the public site once published (issue 24). The
 * spec's grid columns (birth date, telephone) are a patient's, not a testimonial's: replaced by the
 * testimonial's own fields.
 */
export const testimonials = defineResource({
  ...RESOURCE_CATALOGUE.testimonials,
  table: 'testimonials',
  titleField: 'name',
  fields: {
    name: text({ label: 'Name', required: true, max: 120 }),
    quote: longText({ label: 'Quote', required: true, max: 1000 }),
    rating: integer({ label: 'Rating', required: true, min: 1, max: 5, default: 5, help: '1 to 5 stars' }),
    published: boolean({ label: 'Published', required: true, default: false }),
    photo: files({ label: 'Photo', accept: IMAGE_FILE_TYPES, maxFiles: 1, maxBytes: 5 * 1024 * 1024 }),
  },
  list: {
    columns: ['name', 'quote', 'rating', 'published'],
    search: ['name', 'quote'],
    filters: ['published'],
    sortable: ['name', 'rating'],
    defaultSort: 'name',
    pageSize: 5,
    pageSizeOptions: [5, 10, 20],
    toggles: ['published'],
  },
  messages: {
    confirmDelete: 'Are you sure you want to delete this testimonial?',
    empty: 'No testimonials found.',
  },
  sections: [
    { title: 'Testimonial', fields: ['name', 'quote', 'rating', 'published'] },
    { title: 'Photo', fields: ['photo'] },
  ],
});
