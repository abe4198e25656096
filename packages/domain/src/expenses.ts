import { choice, integer, reference, text } from './fields.js';
import { LEDGER_LIST_PAGING, LEDGER_NOTE_FIELDS, LEDGER_PAYMENT_FIELDS, ledgerTiles } from './ledger.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

/** Spec 001 §9. */
export const EXPENSE_CATEGORIES = ['Consultation', 'Treatment', 'Medication', 'Lab', 'Other'] as const;

/** Spec 001 §4: chosen freely; Planned on create. */
export const EXPENSE_STATUSES = ['Planned', 'In Progress', 'Completed', 'Cancelled'] as const;
export const EXPENSE_STATUS_COLORS = {
  Planned: 'info',
  'In Progress': 'warning',
  Completed: 'success',
  Cancelled: 'default',
} as const;

/**
 * Spec 001 "Expense": money the clinic spends on a patient's care (the
 * categories are consultation, treatment, medication, lab), with who it was
 * for, who ordered it, the vendor paid and its receipts. A financial record:
 * archived, never erased.
 */
export const expenses = defineResource({
  ...RESOURCE_CATALOGUE.expenses,
  table: 'expenses',
  titleField: 'description',
  archivable: true,
  removeAll: true,
  fields: {
    description: text({ label: 'Description', required: true, max: 300, span: 'full' }),
    expenseCategory: choice({ label: 'Category', required: true, options: EXPENSE_CATEGORIES }),
    status: choice({
      label: 'Status',
      required: true,
      options: EXPENSE_STATUSES,
      default: 'Planned',
      colors: EXPENSE_STATUS_COLORS,
    }),
    estimatedDuration: integer({ label: 'Estimated Duration (days)', required: true, min: 0, max: 3650 }),
    patientId: reference({ label: 'Patient', resource: 'patients', required: true }),
    doctorId: reference({ label: 'Doctor', resource: 'doctors', required: true }),
    clinicId: reference({ label: 'Clinic', resource: 'clinics' }),
    ...LEDGER_PAYMENT_FIELDS,
    vendorName: text({ label: 'Vendor', max: 150 }),
    ...LEDGER_NOTE_FIELDS,
  },
  list: {
    columns: [
      'transactionDate',
      'description',
      'expenseCategory',
      'patientId',
      'amount',
      'paymentMethod',
      'paymentStatus',
      'status',
    ],
    search: ['description', 'vendorName', 'patientId'],
    filters: ['expenseCategory', 'status', 'paymentStatus', 'paymentMethod', 'clinicId'],
    sortable: ['transactionDate', 'description', 'expenseCategory', 'amount', 'paymentStatus', 'status'],
    ...LEDGER_LIST_PAGING,
  },
  messages: {
    empty: 'No expenses found.',
    noneSelected: 'No expense selected.',
  },
  summary: {
    tiles: ledgerTiles('Total Expenses'),
    charts: [
      { title: 'Expenses by category', type: 'pie', groupBy: 'expenseCategory' },
      { title: 'Amount per category', type: 'bar', groupBy: 'expenseCategory', sum: 'amount' },
      { title: 'Status trends by category', type: 'line', groupBy: 'expenseCategory', series: 'status' },
    ],
  },
  sections: [
    { title: 'Expense', fields: ['description', 'expenseCategory', 'status', 'estimatedDuration'] },
    { title: 'Patient and doctor', fields: ['patientId', 'doctorId', 'clinicId'] },
    { title: 'Payment', fields: ['amount', 'paymentMethod', 'paymentStatus', 'transactionDate', 'vendorName'] },
    { title: 'Notes', fields: ['notes', 'receiptAttachments'] },
  ],
});
