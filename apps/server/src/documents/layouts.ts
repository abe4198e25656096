import { certificateDocument } from '../modules/certificates/document.js';
import { patientChartDocument } from '../modules/chart/patient-document.js';
import { treatmentPlanDocument } from '../modules/chart/plan-document.js';
import { invoiceDocument } from '../modules/invoices/document.js';
import { receiptDocument } from '../modules/payments/document.js';
import { perioExamDocument } from '../modules/perio/document.js';
import { prescriptionDocument } from '../modules/prescriptions/document.js';
import type { DocumentLayout } from './layout.js';

/** Record types whose PDF their module lays out; the others print every field by section. */
export const DOCUMENT_LAYOUTS: Readonly<Partial<Record<string, DocumentLayout>>> = {
  certificates: certificateDocument,
  prescriptions: prescriptionDocument,
  'treatment-plans': treatmentPlanDocument,
  patients: patientChartDocument,
  invoices: invoiceDocument,
  payments: receiptDocument,
  'perio-exams': perioExamDocument,
};
