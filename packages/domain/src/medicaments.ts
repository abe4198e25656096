import { DRUG_CLASS_NAMES } from './drug-classes.js';
import { boolean, choice, date, integer, longText, money, reference, rows, text, textList } from './fields.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

/** Spec 001 §4: Available on create, Unavailable, Expired; chips green, orange and grey. */
export const MEDICAMENT_STATUSES = ['Available', 'Unavailable', 'Expired'] as const;
export type MedicamentStatus = (typeof MEDICAMENT_STATUSES)[number];
export const MEDICAMENT_STATUS_COLORS = { Available: 'success', Expired: 'warning', Unavailable: 'default' } as const;

/** Spec 001 §9. */
export const DOSAGE_FORMS = ['Tablet', 'Capsule', 'Syrup', 'Injection', 'Gel', 'Spray'] as const;

/** The one-click status switch of the list: Available ⇄ Unavailable (an expired medicament stays expired). */
export function toggledMedicamentStatus(status: unknown): MedicamentStatus | null {
  if (status === 'Available') return 'Unavailable';
  if (status === 'Unavailable') return 'Available';
  return null;
}

export const MEDICAMENT_STATUS_UPDATED = 'Medicament status updated successfully';

/** Spec 001 "Medicaments": the clinic's pharmacy stock, with what a prescriber needs to know. */
export const medicaments = defineResource({
  ...RESOURCE_CATALOGUE.medicaments,
  table: 'medicaments',
  titleField: 'name',
  fields: {
    name: text({ label: 'Name', required: true, max: 150 }),
    genericName: text({ label: 'Generic Name', required: true, max: 150 }),
    categoryId: reference({
      label: 'Category',
      required: true,
      resource: 'medicament-categories',
      inUseMessage: 'This category has medicaments and cannot be deleted.',
    }),
    manufacturerId: reference({
      label: 'Manufacturer',
      required: true,
      resource: 'medicament-manufacturers',
      inUseMessage: 'This manufacturer supplies medicaments and cannot be deleted.',
    }),
    dosageForm: choice({ label: 'Dosage Form', required: true, options: DOSAGE_FORMS }),
    drugClass: choice({
      label: 'Drug Class',
      options: DRUG_CLASS_NAMES,
      help: 'An allergy to the class or to any of its members warns for every medicament of the class.',
    }),
    strength: text({ label: 'Strength', required: true, max: 60, help: 'For example 500 mg or 0.12 %' }),
    requiresPrescription: boolean({ label: 'Requires Prescription', required: true, default: false }),
    status: choice({
      label: 'Status',
      required: true,
      options: MEDICAMENT_STATUSES,
      default: 'Available',
      colors: MEDICAMENT_STATUS_COLORS,
    }),
    description: longText({ label: 'Description', required: true, max: 2000 }),
    activeIngredients: rows({
      label: 'Active Ingredients',
      itemLabel: 'Ingredient',
      required: true,
      maxItems: 20,
      fields: {
        ingredient: text({ label: 'Ingredient', required: true, max: 120 }),
        concentration: text({ label: 'Concentration', required: true, max: 60 }),
      },
    }),
    sideEffects: textList({ label: 'Side Effects', maxItems: 30 }),
    contraindications: textList({ label: 'Contraindications', maxItems: 30 }),
    usageInstructions: longText({ label: 'Usage Instructions', required: true, max: 2000 }),
    stockQuantity: integer({ label: 'Stock Quantity', required: true, min: 0, max: 1_000_000, default: 0 }),
    pricePerUnit: money({ label: 'Price per Unit', required: true }),
    expirationDate: date({ label: 'Expiration Date', required: true }),
    storageConditions: text({ label: 'Storage Conditions', required: true, max: 200 }),
    barcode: text({ label: 'Barcode', required: true, max: 64 }),
    batchNumber: text({ label: 'Batch Number', required: true, max: 64 }),
  },
  list: {
    createLabel: 'Add Medicament',
    columns: [
      'name',
      'genericName',
      'categoryId',
      'manufacturerId',
      'expirationDate',
      'stockQuantity',
      'pricePerUnit',
      'status',
    ],
    // Manufacturer: its name, looked up in the manufacturers table.
    search: ['name', 'genericName', 'manufacturerId', 'barcode', 'batchNumber'],
    filters: ['status', 'categoryId', 'manufacturerId', 'dosageForm', 'drugClass', 'requiresPrescription'],
    sortable: ['name', 'genericName', 'expirationDate', 'stockQuantity', 'pricePerUnit', 'status'],
    defaultSort: 'name',
    pageSize: 5,
    pageSizeOptions: [5, 10, 20],
  },
  // Dentists read the pharmacy to prescribe; the staff who keep the stock change it.
  // Prescriptions and the history name medicaments: one leaving the catalogue is archived, not erased.
  archivable: true,
  messages: {
    created: 'Medicament created successfully',
    updated: 'Medicament updated successfully',
    deleted: 'Medicament archived successfully',
    restored: 'Medicament restored successfully',
    duplicated: 'Medicament duplicated successfully',
    confirmDelete: 'Archive this medicament? It leaves the list and can be restored from the archived list.',
    empty: 'No medicaments found.',
    noneSelected: 'No medicament selected.',
  },
  summary: {
    tiles: [
      { label: 'Total Medicaments' },
      { label: 'Available', where: { field: 'status', in: ['Available'] } },
      { label: 'Unavailable', where: { field: 'status', in: ['Unavailable'] } },
      { label: 'Expired', where: { field: 'status', in: ['Expired'] } },
      { label: 'Units in Stock', sum: 'stockQuantity' },
    ],
    charts: [
      { title: 'Medicaments by category', type: 'bar', groupBy: 'categoryId', series: 'status' },
      { title: 'Medicaments by dosage form', type: 'pie', groupBy: 'dosageForm' },
    ],
  },
  sections: [
    {
      title: 'Medicament',
      fields: [
        'name',
        'genericName',
        'categoryId',
        'manufacturerId',
        'dosageForm',
        'drugClass',
        'strength',
        'requiresPrescription',
        'status',
        'description',
      ],
    },
    { title: 'Composition and safety', fields: ['activeIngredients', 'sideEffects', 'contraindications'] },
    { title: 'Usage and storage', fields: ['usageInstructions', 'storageConditions', 'expirationDate'] },
    { title: 'Stock and price', fields: ['stockQuantity', 'pricePerUnit', 'barcode', 'batchNumber'] },
  ],
  analytics: [
    { title: 'Medicaments by category', type: 'pie', groupBy: 'categoryId' },
    { title: 'Medicaments by dosage form', type: 'bar', groupBy: 'dosageForm' },
    { title: 'Medicaments by status', type: 'pie', groupBy: 'status' },
    { title: 'Medicaments by manufacturer', type: 'bar', groupBy: 'manufacturerId' },
    { title: 'Prescription required', type: 'pie', groupBy: 'requiresPrescription' },
    { title: 'Units in stock by category', type: 'bar', groupBy: 'categoryId', sum: 'stockQuantity' },
    { title: 'Units in stock by dosage form', type: 'bar', groupBy: 'dosageForm', sum: 'stockQuantity' },
    { title: 'Expiring per month', type: 'line', groupBy: 'expirationDate' },
    { title: 'Most common side effects', type: 'bar', groupBy: 'sideEffects' },
  ],
});
