import { boolean, choice, datetime, integer, isBlank, longText, text } from './fields.js';
import { ANESTHESIA_TYPES, TREATMENT_STATUS_COLORS, TREATMENT_STATUSES } from './procedures.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

/** Spec 002 §9. */
export const OPERATION_TYPES = ['Surgical', 'Non-Surgical', 'Diagnostic', 'Other'] as const;

const instant = (v: unknown): number => (typeof v === 'string' ? Date.parse(v) : Number.NaN);

/** Spec 002 "Operations": a surgical or other operation, with its follow-up. */
export const operations = defineResource({
  ...RESOURCE_CATALOGUE.operations,
  table: 'operations',
  titleField: 'procedureName',
  fields: {
    operationType: choice({ label: 'Operation Type', required: true, options: OPERATION_TYPES }),
    procedureName: text({ label: 'Procedure Name', required: true, max: 150 }),
    operationDate: datetime({ label: 'Operation Date', required: true }),
    duration: integer({ label: 'Duration (minutes)', required: true, min: 1, max: 1440 }),
    anesthesiaType: choice({ label: 'Anesthesia Type', required: true, options: ANESTHESIA_TYPES }),
    complications: longText({ label: 'Complications', max: 2000 }),
    postOperationInstructions: longText({ label: 'Post-operation Instructions', max: 2000 }),
    followUpRequired: boolean({ label: 'Follow-up Required', required: true, default: false }),
    followUpDate: datetime({ label: 'Follow-up Date', help: 'Only when a follow-up is required' }),
    status: choice({
      label: 'Status',
      required: true,
      options: TREATMENT_STATUSES,
      default: 'Scheduled',
      colors: TREATMENT_STATUS_COLORS,
    }),
  },
  rules: [
    {
      path: 'followUpDate',
      message: 'Follow-up Date is required when a follow-up is required',
      when: (v) => v.followUpRequired === true && isBlank(v.followUpDate),
    },
    {
      path: 'followUpDate',
      message: 'Follow-up Date must be empty when no follow-up is required',
      when: (v) => v.followUpRequired !== true && !isBlank(v.followUpDate),
    },
    {
      path: 'followUpDate',
      message: 'Follow-up Date must be after the operation date',
      when: (v) => v.followUpRequired === true && instant(v.followUpDate) <= instant(v.operationDate),
    },
  ],
  list: {
    createLabel: 'Add Operation',
    columns: [
      'operationType',
      'procedureName',
      'operationDate',
      'duration',
      'followUpRequired',
      'followUpDate',
      'status',
    ],
    search: ['procedureName', 'complications', 'postOperationInstructions'],
    filters: ['operationType', 'status', 'anesthesiaType', 'followUpRequired'],
    sortable: ['operationType', 'procedureName', 'operationDate', 'duration', 'followUpDate', 'status'],
    defaultSort: '-operationDate',
    pageSize: 5,
    pageSizeOptions: [5, 10, 20],
  },
  messages: {
    confirmDelete: 'Are you sure you want to delete this operation?',
    empty: 'No operations found.',
    noneSelected: 'No operation selected.',
  },
  summary: {
    tiles: [
      { label: 'Total Operations' },
      { label: 'Scheduled', where: { field: 'status', in: ['Scheduled'] } },
      { label: 'Completed', where: { field: 'status', in: ['Completed'] } },
      { label: 'Follow-ups', where: { field: 'followUpRequired', in: ['true'] } },
    ],
    charts: [{ title: 'Operations by type', type: 'bar', groupBy: 'operationType', series: 'status' }],
  },
  sections: [
    {
      title: 'Operation',
      fields: ['operationType', 'procedureName', 'operationDate', 'duration', 'anesthesiaType', 'status'],
    },
    { title: 'Notes', fields: ['complications', 'postOperationInstructions'] },
    { title: 'Follow-up', fields: ['followUpRequired', 'followUpDate'] },
  ],
});
