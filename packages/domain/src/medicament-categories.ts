import { longText, text } from './fields.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

/** Spec 001 "Medicament categories". */
export const medicamentCategories = defineResource({
  ...RESOURCE_CATALOGUE.medicamentCategories,
  table: 'medicament_categories',
  titleField: 'name',
  fields: {
    name: text({
      label: 'Category',
      required: true,
      requiredMessage: 'Name is required',
      max: 120,
      unique: true,
      uniqueMessage: 'A category with this name already exists',
    }),
    description: longText({ label: 'Description', required: true, max: 2000 }),
  },
  list: {
    columns: ['name', 'description'],
    search: ['name', 'description'],
    sortable: ['name'],
    defaultSort: 'name',
    pageSize: 5,
    pageSizeOptions: [5, 10, 20],
  },
  messages: {
    created: 'Category created successfully',
    confirmDelete: 'Are you sure you want to delete this category?',
    empty: 'No categories found.',
    noneSelected: 'No category selected.',
  },
});
