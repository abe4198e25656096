import { z } from 'zod';
import {
  choice,
  date,
  decimal,
  integer,
  isBlank,
  longText,
  MONEY_MAX,
  money,
  reference,
  rows,
  text,
  tooth,
} from './fields.js';
import { PROCEDURE_REGIONS } from './procedure-area.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

/**
 * An invoice's life: a Draft is edited freely; once Issued it is never edited
 * or deleted; payments move it to Partially Paid and Paid; Void (with a
 * reason) takes it out of what is owed, and a corrected one is issued. A paid
 * one is cancelled by a credit note (`CN-2026-000001`): Void, and what was paid
 * on it becomes credit on the patient's account.
 */
export const INVOICE_STATUSES = ['Draft', 'Issued', 'Partially Paid', 'Paid', 'Void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_COLORS = {
  Draft: 'default',
  Issued: 'info',
  'Partially Paid': 'warning',
  Paid: 'success',
  Void: 'error',
} as const;
/** The statuses that are owed money (payments may be recorded against them). */
export const OPEN_INVOICE_STATUSES = ['Issued', 'Partially Paid'] as const;

/** What counts as billed: issued invoices, paid or not (drafts and void ones are not). */
export const BILLED_INVOICE_STATUSES = ['Issued', 'Partially Paid', 'Paid'] as const;
const BILLED = BILLED_INVOICE_STATUSES;

/** Spec 002 §9 "Payment methods for invoices", with Bank Transfer (issue 11). */
export const INVOICE_PAYMENT_METHODS = ['Cash', 'Card', 'Insurance', 'Bank Transfer'] as const;

export const INVOICE_MESSAGES = {
  noServices: 'No services added',
  saveFailed: 'Failed to save invoice',
  lineNeedsText: 'Choose a service or describe the line',
  oneDiscount: 'Give the discount as an amount or as a percentage, not both',
  discountTooLarge: 'The discount cannot be more than the subtotal',
  discountReason: 'Say why the discount is given',
  notDraft: 'This invoice is {{status}}: an issued invoice is never edited. Void it and issue a corrected one.',
  notDraftDelete: 'This invoice is {{status}}: an issued invoice is never deleted. Void it instead.',
  issueOnlyDraft: 'Only a draft can be issued; this invoice is {{status}}.',
  voidHasPayments: 'Payments are recorded against this invoice: refund them before voiding it.',
  alreadyVoid: 'This invoice is already void.',
  creditNoteNeedsPayments:
    'A credit note cancels an invoice that has payments; this one is {{status}}: void it instead.',
  creditNoted: 'Credit note {{number}} issued: the payments are credit on the account.',
  creditNoteReason: 'Credit note {{number}} for {{invoice}}',
  creditNoteOnDocument: 'Cancelled by credit note {{number}}: what was paid on it is credit on the account.',
  totalTooLarge: `An invoice’s total can be at most ${MONEY_MAX}: split it into several invoices.`,
  issued: 'Invoice issued',
  voided: 'Invoice voided',
} as const;

const hasDiscountAmount = (v: Readonly<Record<string, unknown>>) =>
  !isBlank(v.discountAmount) && v.discountAmount !== '0.00' && v.discountAmount !== '0';
const hasDiscountPercent = (v: Readonly<Record<string, unknown>>) =>
  typeof v.discountPercent === 'number' && v.discountPercent > 0;

/**
 * Spec 002 "Patient Billing and Invoices" and spec 001 "Invoices": what a
 * patient is billed. The client sends the lines, the discount (an amount or
 * a percentage) and the tax rate; the server numbers it (`INV-2026-000042`,
 * per year, without gaps), fills unit prices from the fee schedule, and
 * computes every amount in integer cents (see docs/decisions.md).
 */
/** An invoice line's tooth: what the line's screens, bill preview and PDF show in the clinic's numbering. */
export const INVOICE_LINE_TOOTH = tooth({ label: 'Tooth' });
/** A line of a bridge or of area work: the span's last tooth, or the quadrant, sextant or arch (from the procedure billed). */
export const INVOICE_LINE_LAST_TOOTH = tooth({ label: 'Span End', readOnly: true });
export const INVOICE_LINE_REGION = choice({ label: 'Area', options: PROCEDURE_REGIONS, readOnly: true });

export const invoices = defineResource({
  ...RESOURCE_CATALOGUE.invoices,
  table: 'invoices',
  titleField: 'invoiceNumber',
  archivable: true,
  // Issue 15: Remove All becomes "void all Drafts that match". A draft was never
  // issued, so it is removed as one draft is (archived, its number stays used);
  // issued invoices are voided one by one, with a reason (docs/decisions.md).
  removeAll: {
    field: 'status',
    value: 'Draft',
    label: 'Void all Drafts',
    confirm:
      'Void all {{total}} draft invoices that match the current search and filters? They leave the list (archived, their numbers stay used); issued invoices are not touched.',
    done: 'Draft invoices voided: {{total}}.',
  },
  fields: {
    invoiceNumber: text({
      label: 'Invoice Number',
      max: 40,
      readOnly: true,
      unique: true,
      uniqueMessage: 'An invoice with this number already exists',
      help: 'Given by the server when the invoice is saved',
    }),
    patient: reference({ label: 'Patient', resource: 'patients', required: true, missingLabel: 'Patient not found' }),
    clinic: reference({ label: 'Clinic', resource: 'clinics', required: true, missingLabel: 'Clinic not found' }),
    doctor: reference({ label: 'Doctor', resource: 'doctors', missingLabel: 'Doctor not found' }),
    appointment: reference({ label: 'Appointment', resource: 'appointments', help: 'The visit it bills' }),
    invoiceDate: date({ label: 'Invoice Date', required: true }),
    dueDate: date({ label: 'Due Date' }),
    items: rows({
      label: 'Services',
      itemLabel: 'Service',
      required: true,
      minItems: 1,
      emptyText: INVOICE_MESSAGES.noServices,
      requiredMessage: INVOICE_MESSAGES.noServices,
      fields: {
        service: reference({ label: 'Service', resource: 'services' }),
        description: text({ label: 'Description', max: 200, help: 'A free line, or a note on the service' }),
        tooth: INVOICE_LINE_TOOTH,
        lastTooth: INVOICE_LINE_LAST_TOOTH,
        region: INVOICE_LINE_REGION,
        quantity: integer({ label: 'Quantity', required: true, min: 1, max: 999, default: 1 }),
        unitPrice: money({ label: 'Unit Price', help: 'Empty: the fee schedule’s price' }),
      },
    }),
    discountAmount: money({ label: 'Discount Amount' }),
    discountPercent: decimal({ label: 'Discount (%)', scale: 2, min: 0, max: 100 }),
    discountReason: text({ label: 'Discount Reason', max: 200 }),
    taxRate: decimal({ label: 'Tax (%)', scale: 3, min: 0, max: 100 }),
    paymentMethod: choice({ label: 'Payment Method', options: INVOICE_PAYMENT_METHODS, default: 'Cash' }),
    notes: longText({ label: 'Notes', max: 2000 }),
    status: choice({
      label: 'Status',
      required: true,
      readOnly: true,
      options: INVOICE_STATUSES,
      default: 'Draft',
      colors: INVOICE_STATUS_COLORS,
      agreesWith: 'Invoice',
    }),
    currency: text({ label: 'Currency', max: 3, readOnly: true }),
    subtotal: money({ label: 'Subtotal', readOnly: true }),
    discountTotal: money({ label: 'Discount', readOnly: true }),
    taxTotal: money({ label: 'Tax', readOnly: true }),
    total: money({ label: 'Grand Total', readOnly: true }),
    insuranceEstimate: money({
      label: 'Insurance Estimate',
      readOnly: true,
      help: 'The insurer’s estimated part: the patient’s active policy’s treatment coverage of the total',
    }),
    patientEstimate: money({ label: 'Patient Estimate', readOnly: true }),
    paid: money({ label: 'Paid', readOnly: true }),
    balance: money({ label: 'Balance Due', readOnly: true }),
    voidReason: text({ label: 'Void Reason', max: 300, readOnly: true }),
    creditNote: text({
      label: 'Credit Note',
      max: 20,
      readOnly: true,
      help: 'The credit note that cancelled this paid invoice: what was paid became credit on the account',
    }),
  },
  rules: [
    {
      path: 'discountPercent',
      message: INVOICE_MESSAGES.oneDiscount,
      when: (v) => hasDiscountAmount(v) && hasDiscountPercent(v),
    },
    {
      path: 'discountReason',
      message: INVOICE_MESSAGES.discountReason,
      when: (v) => (hasDiscountAmount(v) || hasDiscountPercent(v)) && isBlank(v.discountReason),
    },
  ],
  list: {
    columns: ['invoiceNumber', 'total', 'taxTotal', 'invoiceDate', 'patient', 'status', 'balance', 'dueDate'],
    // Spec 001's column names.
    headers: { invoiceNumber: 'Invoice', total: 'Amount', invoiceDate: 'Date', patient: 'Customer' },
    // The whole number (INV-2026-000123) at 1366 px, not "INV-2026-000…".
    minWidths: { invoiceNumber: 150 },
    search: ['invoiceNumber', 'patient'],
    filters: ['status', 'patient', 'clinic', 'doctor', 'appointment'],
    sortable: ['invoiceNumber', 'invoiceDate', 'dueDate', 'total', 'balance', 'status'],
    defaultSort: '-invoiceNumber',
    dateRange: 'invoiceDate',
    pageSize: 8,
    pageSizeOptions: [8, 16, 32],
    views: [
      {
        name: 'overdue',
        label: 'Overdue',
        where: [
          { field: 'dueDate', op: 'lt', today: true },
          { field: 'status', notIn: ['Draft', 'Paid', 'Void'] },
        ],
      },
    ],
  },
  messages: {
    confirmDelete: 'Delete this draft invoice? Its number stays used; it can be restored later.',
    empty: 'No invoices found.',
    noneSelected: 'No invoice selected.',
    createFailed: INVOICE_MESSAGES.saveFailed,
    created: 'Invoice saved',
  },
  summary: {
    tiles: [
      { label: 'Total billed', where: { field: 'status', in: BILLED }, sum: 'total' },
      { label: 'Paid', where: { field: 'status', in: BILLED }, sum: 'paid' },
      { label: 'Outstanding', where: { field: 'status', in: ['Issued', 'Partially Paid'] }, sum: 'balance' },
    ],
    charts: [
      { title: 'Invoices by status', type: 'pie', groupBy: 'status' },
      { title: 'Billed per month', type: 'line', groupBy: 'invoiceDate', sum: 'total' },
    ],
  },
  sections: [
    {
      title: 'Invoice',
      fields: ['invoiceNumber', 'patient', 'clinic', 'doctor', 'appointment', 'invoiceDate', 'dueDate'],
    },
    { title: 'Services', fields: ['items'] },
    { title: 'Discount and tax', fields: ['discountAmount', 'discountPercent', 'discountReason', 'taxRate'] },
    {
      title: 'Totals',
      fields: [
        'subtotal',
        'discountTotal',
        'taxTotal',
        'total',
        'insuranceEstimate',
        'patientEstimate',
        'paid',
        'balance',
        'currency',
        'status',
        'voidReason',
        'creditNote',
      ],
    },
    { title: 'Payment', fields: ['paymentMethod', 'notes'] },
  ],
  documents: { pdf: { filename: 'invoice_{invoiceNumber}.pdf' } },
  indexes: [['patient', 'invoiceDate']],
});

/** Body of `POST /api/invoices/:id/void`: why (kept with the invoice and in its history). */
export const voidInvoiceSchema = z.strictObject({
  reason: z.string({ error: 'Say why the invoice is voided' }).trim().min(1, 'Say why the invoice is voided').max(300),
  version: z.number({ error: 'version is required' }).int().positive(),
});
/** Body of `POST /api/invoices/:id/issue`. */
export const issueInvoiceSchema = z.strictObject({
  version: z.number({ error: 'version is required' }).int().positive(),
});

/** The Void dialog's one field. */
export const VOID_FIELDS = {
  reason: text({ label: 'Void Reason', required: true, max: 300, requiredMessage: 'Say why the invoice is voided' }),
};
/** The credit note dialog's one field (the body is the void's: a reason and the version). */
export const CREDIT_NOTE_FIELDS = {
  reason: text({ label: 'Reason', required: true, max: 300, requiredMessage: 'Say why the invoice is credited' }),
};
