import { choice, date, files, longText, money, reference, text } from './fields.js';
import {
  LEDGER_PAYMENT_METHODS,
  LEDGER_PAYMENT_STATUS_COLORS,
  LEDGER_PAYMENT_STATUSES,
  RECEIPT_FILE_TYPES,
} from './ledger.js';
import { defineResource } from './resource.js';

/** The spec names no income categories: these are what a dental clinic is paid for. */
export const INCOME_CATEGORIES = ['Consultation', 'Treatment', 'Product Sale', 'Insurance', 'Other'] as const;

/**
 * Spec 001 "Income": money the clinic receives, what for, from which patient,
 * for which doctor's work, and its receipts. A financial record: archived,
 * never erased.
 */
export const incomes = defineResource({
  name: 'incomes',
  table: 'incomes',
  label: 'Income',
  plural: 'Incomes',
  titleField: 'description',
  archivable: true,
  removeAll: true,
  fields: {
    incomeCategory: choice({ label: 'Category', required: true, options: INCOME_CATEGORIES }),
    description: text({ label: 'Description', required: true, max: 300, span: 'full' }),
    amount: money({ label: 'Amount', required: true, min: 0.01 }),
    paymentMethod: choice({ label: 'Payment Method', required: true, options: LEDGER_PAYMENT_METHODS }),
    paymentStatus: choice({
      label: 'Payment Status',
      required: true,
      options: LEDGER_PAYMENT_STATUSES,
      default: 'Pending',
      colors: LEDGER_PAYMENT_STATUS_COLORS,
    }),
    transactionDate: date({ label: 'Transaction Date', required: true }),
    patientId: reference({ label: 'Patient', resource: 'patients' }),
    doctorId: reference({ label: 'Doctor', resource: 'doctors' }),
    clinicId: reference({ label: 'Clinic', resource: 'clinics' }),
    notes: longText({ label: 'Notes', max: 2000 }),
    receiptAttachments: files({ label: 'Receipts', accept: RECEIPT_FILE_TYPES, maxFiles: 10 }),
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
    defaultSort: '-transactionDate',
    pageSize: 5,
    pageSizeOptions: [5, 10, 15, 20],
  },
  permissions: { read: 'billing.view', write: 'billing.edit' },
  messages: {
    empty: 'No incomes found.',
    noneSelected: 'No income selected.',
  },
  summary: {
    tiles: [
      { label: 'Total Income', sum: 'amount' },
      { label: 'Paid', where: { field: 'paymentStatus', in: ['Paid'] }, sum: 'amount' },
      { label: 'Pending', where: { field: 'paymentStatus', in: ['Pending'] }, sum: 'amount' },
    ],
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
