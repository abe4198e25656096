import { unknownPlaceholders } from './certificate-placeholders.js';
import { CERTIFICATE_TYPES } from './certificates.js';
import { choice, longText, text } from './fields.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

const unknownIn = (v: Readonly<Record<string, unknown>>): string[] =>
  typeof v.content === 'string' ? unknownPlaceholders(v.content) : [];

/**
 * Spec 001 "Certificate templates": a titled text whose placeholders
 * (`{{patientName}}`…) a certificate fills when it is generated from it.
 */
export const certificateTemplates = defineResource({
  ...RESOURCE_CATALOGUE.certificateTemplates,
  table: 'certificate_templates',
  titleField: 'name',
  fields: {
    name: text({ label: 'Title', required: true, max: 150 }),
    certificateType: choice({
      label: 'Type',
      options: CERTIFICATE_TYPES,
      help: 'Certificates generated from this template take this type unless you choose another.',
    }),
    description: longText({ label: 'Description', max: 500 }),
    content: longText({
      label: 'Content',
      required: true,
      max: 20_000,
      help: 'The certificate’s text. Design Layout inserts the placeholders a certificate fills in.',
    }),
  },
  rules: [
    {
      path: 'content',
      message: 'Unknown placeholders: {{names}}',
      when: (v) => unknownIn(v).length > 0,
      params: (v) => ({ names: unknownIn(v).join(', ') }),
    },
  ],
  list: {
    createLabel: 'Create Template',
    columns: ['name', 'certificateType', 'description'],
    search: ['name', 'description'],
    filters: ['certificateType'],
    sortable: ['name', 'certificateType'],
    defaultSort: 'name',
    pageSize: 5,
    pageSizeOptions: [5, 6, 10, 20],
  },
  messages: {
    confirmDelete: 'Delete this certificate template? Certificates already generated from it keep their text.',
    empty: 'No certificate templates found.',
    noneSelected: 'No certificate template selected.',
    created: 'Certificate template created',
    updated: 'Certificate template updated',
    deleted: 'Certificate template deleted',
  },
});
