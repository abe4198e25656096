import { choice, choices, count, date, email, isBlank, phone, text, url } from './fields.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

/** Spec 001 §4: a manufacturer is Active (the default) or Inactive. */
export const MANUFACTURER_STATUSES = ['Active', 'Inactive'] as const;
export const MANUFACTURER_STATUS_COLORS = { Active: 'success', Inactive: 'default' } as const;

/** Spec 001 §9. */
export const CERTIFICATIONS = ['GMP', 'ISO', 'Other'] as const;

/**
 * Spec 001 "Medicament manufacturers": who makes the clinic's medicaments,
 * how to reach them and the supply contract. The contact person and the
 * address are plain fields grouped in sections; "medicaments supplied" is
 * counted from the medicaments that name the manufacturer, never typed.
 */
export const medicamentManufacturers = defineResource({
  ...RESOURCE_CATALOGUE.medicamentManufacturers,
  table: 'medicament_manufacturers',
  titleField: 'name',
  fields: {
    name: text({ label: 'Manufacturer Name', required: true, requiredMessage: 'Name is required', max: 150 }),
    licenseNumber: text({
      label: 'License Number',
      required: true,
      max: 60,
      unique: true,
      uniqueMessage: 'A manufacturer with this license number already exists',
    }),
    status: choice({
      label: 'Status',
      required: true,
      options: MANUFACTURER_STATUSES,
      default: 'Active',
      colors: MANUFACTURER_STATUS_COLORS,
    }),
    phone: phone({ label: 'Phone', required: true }),
    email: email({ label: 'Email', required: true }),
    website: url({ label: 'Website' }),
    contactName: text({ label: 'Contact Person', max: 150 }),
    contactPhone: phone({ label: 'Contact Phone' }),
    contactEmail: email({ label: 'Contact Email' }),
    street: text({ label: 'Street', max: 200 }),
    city: text({ label: 'City', required: true, max: 120 }),
    state: text({ label: 'State', max: 120 }),
    postalCode: text({ label: 'Postal Code', max: 20 }),
    country: text({ label: 'Country', required: true, max: 120 }),
    certifications: choices({ label: 'Certifications', options: CERTIFICATIONS }),
    medicamentsSupplied: count({
      label: 'Medicaments Supplied',
      resource: 'medicaments',
      field: 'manufacturerId',
    }),
    contractStartDate: date({ label: 'Contract Start Date', required: true }),
    contractEndDate: date({ label: 'Contract End Date', help: 'Leave empty for an open-ended contract' }),
  },
  rules: [
    {
      path: 'contractEndDate',
      message: 'Contract End Date must not be before the start date',
      // ISO dates compare as text.
      when: (v) =>
        !isBlank(v.contractStartDate) &&
        !isBlank(v.contractEndDate) &&
        String(v.contractEndDate) < String(v.contractStartDate),
    },
  ],
  list: {
    columns: [
      'name',
      'licenseNumber',
      'status',
      'phone',
      'email',
      'website',
      'contactName',
      'city',
      'certifications',
      'medicamentsSupplied',
      'contractStartDate',
      'contractEndDate',
    ],
    search: ['name', 'licenseNumber', 'contactName', 'city'],
    filters: ['status', 'certifications', 'country'],
    sortable: [
      'name',
      'licenseNumber',
      'status',
      'city',
      'medicamentsSupplied',
      'contractStartDate',
      'contractEndDate',
    ],
    defaultSort: 'name',
    pageSize: 5,
    pageSizeOptions: [5, 10, 20],
  },
  // Suppliers and their contracts are purchasing data: the staff who keep the stock.
  messages: {
    created: 'Manufacturer created successfully',
    updated: 'Manufacturer updated successfully',
    deleted: 'Manufacturer deleted successfully',
    confirmDelete: 'Are you sure you want to delete this manufacturer?',
    empty: 'No manufacturers found.',
    noneSelected: 'No manufacturer selected.',
  },
  summary: {
    tiles: [
      { label: 'Total Manufacturers' },
      { label: 'Active', where: { field: 'status', in: ['Active'] } },
      { label: 'Inactive', where: { field: 'status', in: ['Inactive'] } },
    ],
    charts: [{ title: 'Manufacturers per country', type: 'bar', groupBy: 'country', series: 'status' }],
  },
  sections: [
    { title: 'Manufacturer', fields: ['name', 'licenseNumber', 'status', 'certifications', 'medicamentsSupplied'] },
    { title: 'Contact', fields: ['phone', 'email', 'website'] },
    { title: 'Contact Person', fields: ['contactName', 'contactPhone', 'contactEmail'] },
    { title: 'Address', fields: ['street', 'city', 'state', 'postalCode', 'country'] },
    { title: 'Contract', fields: ['contractStartDate', 'contractEndDate'] },
  ],
});
