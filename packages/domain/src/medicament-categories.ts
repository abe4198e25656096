import { longText, text } from './fields.js';
import { defineResource } from './resource.js';

/** Spec 001 "Medicament categories". */
export const medicamentCategories = defineResource({
  name: 'medicament-categories',
  table: 'medicament_categories',
  label: 'Medicament Category',
  plural: 'Medicament Categories',
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
  permissions: { read: null, write: 'inventory.manage' },
  messages: {
    created: 'Category created successfully',
    confirmDelete: 'Are you sure you want to delete this category?',
    empty: 'No categories found.',
    noneSelected: 'No category selected.',
  },
});
