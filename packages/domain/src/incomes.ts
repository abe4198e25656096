import { choice, reference, text } from './fields.js';
import { LEDGER_LIST_PAGING, LEDGER_NOTE_FIELDS, LEDGER_PAYMENT_FIELDS, ledgerTiles } from './ledger.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

/** The spec names no income categories: these are what a dental clinic is paid for. */
export const INCOME_CATEGORIES = ['Consultation', 'Treatment', 'Product Sale', 'Insurance', 'Other'] as const;

/**
 * Spec 001 "Income": money the clinic receives, what for, from which patient,
 * for which doctor's work, and its receipts. A financial record: archived,
 * never erased.
 */
export const incomes = defineResource({
  ...RESOURCE_CATALOGUE.incomes,
  table: 'incomes',
  titleField: 'description',
  archivable: true,
  removeAll: true,
  fields: {
    incomeCategory: choice({ label: 'Category', required: true, options: INCOME_CATEGORIES }),
    description: text({ label: 'Description', required: true, max: 300, span: 'full' }),
    ...LEDGER_PAYMENT_FIELDS,
    patientId: reference({ label: 'Patient', resource: 'patients' }),
    doctorId: reference({ label: 'Doctor', resource: 'doctors' }),
    clinicId: reference({ label: 'Clinic', resource: 'clinics' }),
    ...LEDGER_NOTE_FIELDS,
  },
  list: {
    columns: [
      'transactionDate',
      'incomeCategory',
      'description',
      'amount',
      'paymentMethod',
      'paymentStatus',
      'patientId',
      'doctorId',
    ],
    search: ['description', 'patientId', 'doctorId'],
    filters: ['incomeCategory', 'paymentStatus', 'paymentMethod', 'clinicId'],
    sortable: ['transactionDate', 'incomeCategory', 'description', 'amount', 'paymentMethod', 'paymentStatus'],
    ...LEDGER_LIST_PAGING,
  },
  messages: {
    empty: 'No incomes found.',
    noneSelected: 'No income selected.',
  },
  summary: {
    tiles: ledgerTiles('Total Income'),
    charts: [
      { title: 'Income by category', type: 'pie', groupBy: 'incomeCategory' },
      { title: 'Amount by payment method', type: 'bar', groupBy: 'paymentMethod', sum: 'amount' },
      { title: 'Paid and pending by category', type: 'bar', groupBy: 'incomeCategory', series: 'paymentStatus' },
    ],
  },
  sections: [
    { title: 'Income', fields: ['incomeCategory', 'description', 'patientId', 'doctorId', 'clinicId'] },
    { title: 'Payment', fields: ['amount', 'paymentMethod', 'paymentStatus', 'transactionDate'] },
    { title: 'Notes', fields: ['notes', 'receiptAttachments'] },
  ],
});
