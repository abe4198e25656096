import { choice, date, isBlank, longText, money, reference, text } from './fields.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

/** Spec 000 §4: Completed on create; the grid's chip colours follow the same list. */
export const PAYMENT_STATUSES = ['Completed', 'Pending', 'Failed', 'Refunded'] as const;
export const PAYMENT_STATUS_COLORS = {
  Completed: 'success',
  Pending: 'warning',
  Failed: 'error',
  Refunded: 'default',
} as const;
export const PAYMENT_METHODS = [
  'Cash',
  'Card',
  'Bank Transfer',
  'Insurance',
  'Online',
  'Cheque',
  'Account Credit',
] as const;
/** The method of the two entries that move a patient's credit onto an invoice (no money changes hands). */
export const ACCOUNT_CREDIT = 'Account Credit';

export const PAYMENT_MESSAGES = {
  refundReason: 'A refund needs a reason: write it in the notes',
  overpay: 'This payment is more than the invoice’s balance due ({{balance}}).',
  refundTooLarge: 'This refund is more than was paid on the invoice ({{paid}}).',
  refundOverCredit: 'This refund is more than the patient’s credit on account ({{credit}}).',
  overpaidToCredit: 'More than the invoice owed: the rest is kept as credit on the patient’s account.',
  creditApplied: 'Credit applied to {{invoice}}',
  invoiceNotOpen: 'This invoice is {{status}}: payments are recorded against issued invoices only.',
  attachKeepsPatient:
    'A payment is attached to an invoice of its own patient: change the patient or the invoice, not both at once.',
  historyKept:
    'A payment against an invoice is never edited or removed: record a refund (a payment with the status Refunded) instead.',
} as const;

/**
 * Spec 000 "Payment": money a patient paid the clinic, for a visit or not.
 * Numbered `PAY-000042` (the receipt number); in the clinic's currency, which
 * the server records with it; a financial record: archived, never erased.
 */
export const payments = defineResource({
  ...RESOURCE_CATALOGUE.payments,
  table: 'payments',
  titleField: 'paymentNumber',
  archivable: true,
  fields: {
    paymentNumber: text({
      label: 'Receipt Number',
      max: 40,
      unique: true,
      uniqueMessage: 'A payment with this receipt number already exists',
      help: 'Leave empty: the next number is given when the payment is saved.',
    }),
    patient: reference({ label: 'Patient', resource: 'patients', required: true, missingLabel: 'Patient not found' }),
    appointment: reference({ label: 'Appointment', resource: 'appointments', help: 'The visit it pays for' }),
    invoice: reference({
      label: 'Invoice',
      resource: 'invoices',
      missingLabel: 'Invoice not found',
      help: 'The invoice it settles (a refund with the status Refunded takes money back from it)',
    }),
    clinic: reference({ label: 'Clinic', resource: 'clinics', missingLabel: 'Clinic not found' }),
    amount: money({ label: 'Amount', required: true, min: 0.01 }),
    currency: text({
      label: 'Currency',
      max: 3,
      readOnly: true,
      help: 'The clinic’s currency when the payment was recorded (Settings → Localisation)',
    }),
    paymentMethod: choice({ label: 'Payment Method', required: true, options: PAYMENT_METHODS }),
    paymentStatus: choice({
      label: 'Status',
      required: true,
      options: PAYMENT_STATUSES,
      default: 'Completed',
      colors: PAYMENT_STATUS_COLORS,
    }),
    paymentDate: date({ label: 'Payment Date', required: true }),
    transactionId: text({ label: 'Transaction ID', max: 100, help: 'The card terminal’s or the bank’s reference' }),
    insuranceClaimId: text({ label: 'Insurance Claim', max: 100 }),
    notes: longText({ label: 'Notes', max: 2000 }),
  },
  rules: [
    {
      path: 'notes',
      message: PAYMENT_MESSAGES.refundReason,
      when: (v) => v.paymentStatus === 'Refunded' && !isBlank(v.invoice) && isBlank(v.notes),
    },
  ],
  list: {
    columns: [
      'paymentNumber',
      'invoice',
      'patient',
      'clinic',
      'amount',
      'currency',
      'paymentMethod',
      'paymentStatus',
      'paymentDate',
    ],
    search: ['paymentNumber', 'patient', 'transactionId', 'insuranceClaimId'],
    filters: ['paymentStatus', 'paymentMethod', 'patient', 'clinic', 'appointment', 'invoice'],
    sortable: ['paymentNumber', 'paymentDate', 'amount', 'paymentStatus', 'paymentMethod'],
    defaultSort: '-paymentDate',
    dateRange: 'paymentDate',
    pageSize: 5,
    pageSizeOptions: [5, 10, 15, 20],
  },
  messages: {
    confirmDelete: 'Archive this payment? It can be restored later.',
    empty: 'No payments found.',
    noneSelected: 'No payment selected.',
  },
  summary: {
    tiles: [
      {
        label: 'Received',
        where: { field: 'paymentStatus', in: ['Completed'] },
        sum: 'amount',
        byCurrency: 'currency',
      },
      { label: 'Pending', where: { field: 'paymentStatus', in: ['Pending'] }, sum: 'amount', byCurrency: 'currency' },
      { label: 'Refunded', where: { field: 'paymentStatus', in: ['Refunded'] }, sum: 'amount', byCurrency: 'currency' },
    ],
    charts: [
      { title: 'Amount by payment method', type: 'bar', groupBy: 'paymentMethod', sum: 'amount' },
      { title: 'Payments by status', type: 'pie', groupBy: 'paymentStatus' },
      { title: 'Amount per month', type: 'line', groupBy: 'paymentDate', sum: 'amount' },
    ],
  },
  sections: [
    { title: 'Payment', fields: ['paymentNumber', 'patient', 'invoice', 'appointment', 'clinic', 'paymentDate'] },
    { title: 'Amount', fields: ['amount', 'currency', 'paymentMethod', 'paymentStatus'] },
    { title: 'References', fields: ['transactionId', 'insuranceClaimId', 'notes'] },
  ],
  documents: { pdf: { filename: 'receipt_{paymentNumber}.pdf' } },
});
