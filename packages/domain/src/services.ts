import { TOOTH_CONDITIONS } from './chart-state.js';
import { boolean, choice, decimal, files, integer, longText, money, text } from './fields.js';
import { PROCEDURE_AREAS } from './procedure-area.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';
import { IMAGE_FILE_TYPES } from './site-images.js';

/** The categories a clinic sorts its fee schedule into. */
export const SERVICE_CATEGORIES = [
  'Diagnostic',
  'Preventive',
  'Restorative',
  'Endodontic',
  'Periodontal',
  'Prosthodontic',
  'Oral Surgery',
  'Orthodontic',
  'Cosmetic',
  'Other',
] as const;

/**
 * The fee schedule: what the clinic bills and its default price. Codes are the
 * clinic's own (no copyrighted ADA/CDT descriptors are shipped); an invoice
 * line names a service and takes its price unless `billing.edit` types another.
 * Retired services are made inactive rather than deleted, so old invoices keep
 * naming them.
 */
export const services = defineResource({
  ...RESOURCE_CATALOGUE.services,
  table: 'services',
  titleField: 'name',
  fields: {
    code: text({
      label: 'Code',
      required: true,
      max: 20,
      unique: true,
      uniqueMessage: 'A service with this code already exists',
    }),
    name: text({ label: 'Name', required: true, max: 120 }),
    category: choice({ label: 'Category', required: true, options: SERVICE_CATEGORIES }),
    price: money({ label: 'Price', required: true }),
    active: boolean({ label: 'Active', required: true, default: true }),
    durationMinutes: integer({ label: 'Duration (minutes)', min: 5, max: 600 }),
    taxRate: decimal({ label: 'Tax Rate (%)', scale: 3, min: 0, max: 100 }),
    chartAs: choice({
      label: 'Charted As',
      options: TOOTH_CONDITIONS,
      help: 'How the dental chart draws this procedure (a crown, a filling…); empty for work on no tooth',
    }),
    area: choice({
      label: 'Charted On',
      options: PROCEDURE_AREAS,
      help: 'Where the chart takes it: a tooth, a span (a bridge), a quadrant (a scaling)…; empty: anywhere',
    }),
    // The public website shows the services marked here (issue 24): one record for the price and the site.
    showOnWebsite: boolean({ label: 'Shown on Website', required: true, default: false }),
    websiteOrder: integer({ label: 'Website Order', min: 0, max: 999, help: 'Smaller first on the website' }),
    publicDescription: longText({ label: 'Public Description', max: 600 }),
    image: files({ label: 'Image', accept: IMAGE_FILE_TYPES, maxFiles: 1, maxBytes: 5 * 1024 * 1024 }),
  },
  list: {
    columns: ['code', 'name', 'category', 'price', 'durationMinutes', 'active'],
    search: ['code', 'name', 'category'],
    filters: ['category', 'active', 'showOnWebsite'],
    sortable: ['code', 'name', 'category', 'price'],
    defaultSort: 'code',
    pageSize: 10,
    pageSizeOptions: [10, 20, 50],
    toggles: ['active'],
  },
  messages: {
    confirmDelete: 'Delete this service? Invoices that name it keep it: make it inactive instead.',
    empty: 'No services in the fee schedule.',
    inUse: 'Invoices name this service: make it inactive instead of deleting it.',
  },
  sections: [
    { title: 'Service', fields: ['code', 'name', 'category', 'active'] },
    { title: 'Price', fields: ['price', 'taxRate', 'durationMinutes', 'chartAs', 'area'] },
    { title: 'Website', fields: ['showOnWebsite', 'websiteOrder', 'publicDescription', 'image'] },
  ],
});
