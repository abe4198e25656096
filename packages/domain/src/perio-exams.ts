import { date, json, longText, reference } from './fields.js';
import { perioReadingsSchema } from './perio.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

/**
 * A periodontal exam (not in the spec; what Open Dental and DentalPin chart):
 * its date, the examiner, and per present tooth six sites of probing depth,
 * gingival margin, attachment level (computed by the server), bleeding and
 * suppuration, with the tooth's mobility and furcation (`perio.ts`). Drawn on
 * the patient's chart page by its own screen; the generic routes read, list,
 * write, archive and give its history.
 */
export const perioExams = defineResource({
  ...RESOURCE_CATALOGUE.perioExams,
  table: 'perio_exams',
  titleField: 'examDate',
  archivable: true,
  indexes: [['patient', 'examDate']],
  fields: {
    patient: reference({ label: 'Patient', resource: 'patients', required: true, missingLabel: 'Patient not found' }),
    examDate: date({ label: 'Exam Date', required: true }),
    doctor: reference({ label: 'Doctor', resource: 'doctors', missingLabel: 'Doctor not found' }),
    readings: json({
      label: 'Readings',
      schema: perioReadingsSchema,
      widget: 'perio',
      default: [],
      formHidden: true,
      describe: (v) => `${Array.isArray(v) ? v.length : 0} teeth charted`,
    }),
    notes: longText({ label: 'Notes', max: 2000 }),
    recordedBy: reference({ label: 'Recorded By', resource: 'users', readOnly: true }),
  },
  list: {
    columns: ['patient', 'examDate', 'doctor'],
    search: ['notes'],
    filters: ['patient', 'doctor'],
    sortable: ['examDate'],
    defaultSort: '-examDate',
    pageSize: 10,
    pageSizeOptions: [10, 20, 50],
  },
  messages: { empty: 'No periodontal exams yet.' },
  documents: { pdf: { filename: 'perio_exam_{id}.pdf' } },
});
