import type { Config } from '../config.js';
import type { ResourceHooks } from '../resources/hooks.js';
import { appointmentHooks } from './appointments/hooks.js';
import { chartEntryHooks } from './chart/hooks.js';
import { dentalImageHooks } from './dental-images/hooks.js';
import { invoiceHooks } from './invoices/hooks.js';
import { signedPaymentRecord } from './invoices/payment-rules.js';
import { ledgerCurrencyHooks } from './ledger/hooks.js';
import { campaignHooks } from './marketing/hooks.js';
import { paymentHooks } from './payments/hooks.js';
import { perioExamHooks } from './perio/hooks.js';

/** What modules add around the generic writes of their record types, by record type name. */
export const resourceHooks = (config: Pick<Config, 'videoBaseUrl'>): Readonly<Record<string, ResourceHooks>> => ({
  appointments: appointmentHooks(config),
  invoices: invoiceHooks,
  'chart-entries': chartEntryHooks,
  'marketing-campaigns': campaignHooks,
  // Exports write a refund's amount negative (the rule is billing's: `payment-rules.ts`).
  payments: { ...paymentHooks, exportRecord: signedPaymentRecord },
  'dental-images': dentalImageHooks,
  'perio-exams': perioExamHooks,
  expenses: ledgerCurrencyHooks('expenses'),
  incomes: ledgerCurrencyHooks('incomes'),
});
