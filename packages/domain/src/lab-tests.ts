import { choice, date, datetime, files, isBlank, longText, money, reference, rows, text } from './fields.js';
import { DOCUMENT_FILE_TYPES } from './files.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

/** Spec 001 §2 "Lab tests": categories, each with its chip colour. */
export const LAB_TEST_CATEGORIES = ['Blood', 'Urine', 'Radiology', 'Biopsy'] as const;
export const LAB_TEST_CATEGORY_COLORS = {
  Blood: 'error',
  Urine: 'warning',
  Radiology: 'info',
  Biopsy: 'secondary',
} as const;

/** Spec 001 §4: chosen freely, no transition rule; Pending on create. */
export const LAB_TEST_STATUSES = ['Pending', 'In Progress', 'Completed', 'Cancelled'] as const;
export const LAB_TEST_STATUS_COLORS = {
  Completed: 'success',
  Pending: 'warning',
  'In Progress': 'info',
  Cancelled: 'error',
} as const;

export const LAB_PAYMENT_STATUSES = ['Paid', 'Unpaid', 'Pending'] as const;
export const LAB_PAYMENT_STATUS_COLORS = { Paid: 'success', Unpaid: 'error', Pending: 'warning' } as const;

/** Spec 001 §9. */
export const SAMPLE_CONDITIONS = ['Normal', 'Hemolyzed', 'Lipemic', 'Icteric', 'Clotted'] as const;
export const URGENCY_LEVELS = ['Routine', 'Urgent', 'Stat'] as const;
export const URGENCY_LEVEL_COLORS = { Routine: 'default', Urgent: 'warning', Stat: 'error' } as const;
export const RESULT_DELIVERY_METHODS = ['Email', 'Phone', 'In Person', 'Portal'] as const;
export const INSURANCE_COVERED = ['Yes', 'No'] as const;

/** How one measurement of a result compares with its reference range. */
export const RESULT_FLAGS = ['Normal', 'Low', 'High', 'Critical', 'Abnormal'] as const;

/** An instant given to the second: sample dates are kept to the minute (spec 001 §5). */
const hasSeconds = (v: unknown): boolean => {
  if (typeof v !== 'string') return false;
  const t = Date.parse(v);
  return !Number.isNaN(t) && t % 60_000 !== 0;
};

/** The instant's day (UTC), for comparing with a date: `2026-03-02`. */
const dayOf = (v: unknown): string | null =>
  typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? new Date(v).toISOString().slice(0, 10) : null;

/**
 * Spec 001 "Lab test" (the screen titled Quick Test): a test ordered for a
 * patient, its sample, its result as measurements, its cost and the lab's
 * reports (files). The spec's `laboratoryId` names no record type: the
 * laboratory is its name. Its `document` is the Lab Reports files field.
 */
export const labTests = defineResource({
  ...RESOURCE_CATALOGUE.labTests,
  table: 'lab_tests',
  titleField: 'testName',
  fields: {
    patientId: reference({ label: 'Patient', resource: 'patients', required: true }),
    doctorId: reference({ label: 'Doctor', resource: 'doctors', required: true }),
    clinicId: reference({ label: 'Clinic', resource: 'clinics' }),
    testName: text({ label: 'Test Name', required: true, max: 150 }),
    testCategory: choice({
      label: 'Category',
      required: true,
      options: LAB_TEST_CATEGORIES,
      colors: LAB_TEST_CATEGORY_COLORS,
    }),
    testStatus: choice({
      label: 'Status',
      required: true,
      options: LAB_TEST_STATUSES,
      default: 'Pending',
      colors: LAB_TEST_STATUS_COLORS,
    }),
    urgencyLevel: choice({
      label: 'Urgency',
      options: URGENCY_LEVELS,
      default: 'Routine',
      colors: URGENCY_LEVEL_COLORS,
    }),
    testDescription: longText({ label: 'Description', max: 2000 }),
    sampleType: text({ label: 'Sample Type', max: 100, help: 'Venous blood, saliva, tissue…' }),
    sampleCondition: choice({ label: 'Sample Condition', options: SAMPLE_CONDITIONS }),
    sampleCollectionDate: datetime({ label: 'Sample Date', required: true }),
    sampleCollectedBy: text({ label: 'Collected By', max: 100 }),
    laboratory: text({ label: 'Laboratory', max: 150 }),
    result: rows({
      label: 'Result',
      itemLabel: 'Measurement',
      emptyText: 'No result yet',
      maxItems: 60,
      fields: {
        name: text({ label: 'Measurement', required: true, max: 100 }),
        value: text({ label: 'Value', required: true, max: 50 }),
        unit: text({ label: 'Unit', max: 30 }),
        referenceRange: text({ label: 'Reference Range', max: 60 }),
        flag: choice({ label: 'Flag', options: RESULT_FLAGS }),
      },
    }),
    resultDeliveryMethod: choice({ label: 'Result Delivery', options: RESULT_DELIVERY_METHODS }),
    resultDeliveryDate: date({ label: 'Result Delivery Date' }),
    reports: files({ label: 'Lab Reports', accept: DOCUMENT_FILE_TYPES }),
    testCost: money({ label: 'Cost', required: true, default: '0.00' }),
    insuranceCovered: choice({ label: 'Insurance Covered', required: true, options: INSURANCE_COVERED, default: 'No' }),
    paymentStatus: choice({
      label: 'Payment Status',
      required: true,
      options: LAB_PAYMENT_STATUSES,
      default: 'Unpaid',
      colors: LAB_PAYMENT_STATUS_COLORS,
    }),
    comments: longText({ label: 'Comments', max: 2000 }),
    notes: longText({ label: 'Notes', max: 2000 }),
  },
  rules: [
    {
      path: 'sampleCollectionDate',
      message: 'Sample Date is kept to the minute: leave out the seconds',
      when: (v) => hasSeconds(v.sampleCollectionDate),
    },
    {
      path: 'resultDeliveryDate',
      message: 'Result Delivery Date cannot be before the sample date',
      when: (v) => {
        const sample = dayOf(v.sampleCollectionDate);
        return !isBlank(v.resultDeliveryDate) && sample !== null && String(v.resultDeliveryDate) < sample;
      },
    },
  ],
  list: {
    columns: ['patientId', 'doctorId', 'testName', 'testCategory', 'sampleCollectionDate', 'testStatus'],
    search: ['testName', 'sampleType', 'laboratory'],
    filters: ['patientId', 'doctorId', 'testCategory', 'testStatus', 'urgencyLevel', 'paymentStatus'],
    sortable: ['testName', 'testCategory', 'sampleCollectionDate', 'testStatus'],
    defaultSort: '-sampleCollectionDate',
    pageSize: 10,
    pageSizeOptions: [10, 15, 20],
  },
  messages: {
    empty: 'No lab tests found.',
    noneSelected: 'No lab test selected.',
  },
  summary: {
    tiles: [
      { label: 'Total Lab Tests' },
      { label: 'Completed', where: { field: 'testStatus', in: ['Completed'] } },
      { label: 'Pending', where: { field: 'testStatus', in: ['Pending'] } },
    ],
    charts: [
      { title: 'Lab tests by category', type: 'pie', groupBy: 'testCategory' },
      { title: 'Tests per category', type: 'bar', groupBy: 'testCategory' },
      {
        title: 'Completed and pending per category',
        type: 'line',
        groupBy: 'testCategory',
        series: 'testStatus',
        seriesValues: ['Completed', 'Pending'],
      },
    ],
  },
  sections: [
    {
      title: 'Test',
      fields: [
        'patientId',
        'doctorId',
        'clinicId',
        'testName',
        'testCategory',
        'testStatus',
        'urgencyLevel',
        'testDescription',
      ],
    },
    {
      title: 'Sample',
      fields: ['sampleType', 'sampleCondition', 'sampleCollectionDate', 'sampleCollectedBy', 'laboratory'],
    },
    { title: 'Result', fields: ['result', 'resultDeliveryMethod', 'resultDeliveryDate', 'reports'] },
    { title: 'Billing', fields: ['testCost', 'insuranceCovered', 'paymentStatus'] },
    { title: 'Notes', fields: ['comments', 'notes'] },
  ],
  archivable: true,
  documents: { pdf: { filename: 'labtest_{id}.pdf' } },
});
