import { weekHoursSchema } from './common.js';
import { country, email, json, phone, text } from './fields.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';
import { DEFAULT_WEEK_HOURS } from './week.js';

/** Spec 002 "Clinics": a clinic location. */
export const clinics = defineResource({
  ...RESOURCE_CATALOGUE.clinics,
  table: 'clinics',
  titleField: 'name',
  fields: {
    name: text({
      label: 'Name',
      required: true,
      max: 150,
      unique: true,
      uniqueMessage: 'A clinic with this name already exists',
    }),
    address: text({ label: 'Address', required: true, max: 300, span: 'full' }),
    city: text({ label: 'City', required: true, max: 120 }),
    state: text({ label: 'State', required: true, max: 120 }),
    zipCode: text({ label: 'Zip Code', required: true, max: 20 }),
    country: country({ label: 'Country', required: true }),
    contactNumber: phone({ label: 'Contact Number', required: true }),
    email: email({ label: 'Email', required: true }),
    workingHours: json({
      label: 'Working Hours',
      schema: weekHoursSchema,
      widget: 'weekHours',
      default: DEFAULT_WEEK_HOURS,
      required: true,
    }),
  },
  list: {
    createLabel: 'Add Clinic',
    columns: ['name', 'city', 'country', 'contactNumber', 'email'],
    search: ['name', 'city', 'address', 'email'],
    filters: ['country'],
    sortable: ['name', 'city', 'country'],
    defaultSort: 'name',
    pageSize: 5,
    pageSizeOptions: [5, 10, 20],
  },
  messages: {
    confirmDelete: 'Are you sure you want to delete this clinic?',
    empty: 'No clinics found.',
    noneSelected: 'No clinic selected.',
  },
  summary: {
    tiles: [{ label: 'Total Clinics' }],
    charts: [{ title: 'Clinics per country', type: 'bar', groupBy: 'country' }],
  },
  sections: [
    { title: 'General information', fields: ['name'] },
    { title: 'Contact', fields: ['address', 'city', 'state', 'zipCode', 'country', 'contactNumber', 'email'] },
    { title: 'Working hours', fields: ['workingHours'] },
  ],
});
