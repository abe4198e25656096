import { longText, text } from './fields.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

/** Spec 001 "Notes": a staff member's own notes, seen by nobody else. */
export const notes = defineResource({
  ...RESOURCE_CATALOGUE.notes,
  table: 'notes',
  titleField: 'title',
  fields: {
    title: text({ label: 'Title', required: true, max: 200 }),
    body: longText({ label: 'Note', max: 10_000 }),
  },
  list: {
    columns: ['title', 'body'],
    search: ['title', 'body'],
    sortable: ['title'],
    defaultSort: '-updatedAt',
    timestamps: { updatedAt: 'Last changed' },
    pageSize: 5,
    pageSizeOptions: [5, 6, 10, 20],
  },
  ownedByUser: true,
  messages: {
    confirmDelete: 'Are you sure you want to delete this note?',
    empty: 'No notes',
    noneSelected: 'No note selected.',
  },
});
