import { boolean, choice, date, datetime, files, longText, reference, rows, text, tooth } from './fields.js';
import { IMAGING_FILE_TYPES } from './files.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

/** Spec 002 §9 "Imaging types": stored as the label the clinic reads. */
export const IMAGING_TYPES = ['X-Ray', 'Panoramic', 'Intraoral Camera', 'CBCT'] as const;
export type ImagingType = (typeof IMAGING_TYPES)[number];

/** Spec 002 §4: Pending on arrival; Reviewed green, Flagged red. */
export const DENTAL_IMAGE_STATUSES = ['Pending', 'Reviewed', 'Flagged'] as const;
export type DentalImageStatus = (typeof DENTAL_IMAGE_STATUSES)[number];
export const DENTAL_IMAGE_STATUS_COLORS = { Pending: 'warning', Reviewed: 'success', Flagged: 'error' } as const;

/** The file types an image accepts, for the file picker: `.jpg,.jpeg,.png,.webp,.dcm`. */
export const IMAGING_ACCEPT = IMAGING_FILE_TYPES;

/**
 * Spec 002 "Dental Imaging": one radiograph or photograph of a patient's mouth,
 * the teeth it shows (in the clinic's numbering everywhere), and its review.
 * The image arrives through `POST /api/dental-images/upload` (the record and
 * its file in one request), which reads the type from the bytes, makes the
 * thumbnail and reads a DICOM file's header; the spec's `imageUrl` under a
 * public folder is gone: the bytes are in the `files` table.
 */
export const dentalImages = defineResource({
  ...RESOURCE_CATALOGUE.dentalImages,
  table: 'dental_images',
  titleField: 'imageType',
  archivable: true,
  indexes: [['patient', 'takenOn']],
  fields: {
    patient: reference({ label: 'Patient', resource: 'patients', required: true, missingLabel: 'Patient not found' }),
    doctor: reference({ label: 'Doctor', resource: 'doctors', missingLabel: 'Doctor not found' }),
    imageType: choice({ label: 'Imaging Type', required: true, options: IMAGING_TYPES }),
    takenOn: date({ label: 'Taken On', required: true }),
    teeth: rows({
      label: 'Teeth Shown',
      itemLabel: 'Tooth',
      emptyText: 'Not given',
      maxItems: 52,
      fields: { tooth: tooth({ label: 'Tooth', required: true }) },
    }),
    status: choice({
      label: 'Status',
      required: true,
      options: DENTAL_IMAGE_STATUSES,
      default: 'Pending',
      colors: DENTAL_IMAGE_STATUS_COLORS,
    }),
    notes: longText({ label: 'Notes', max: 2000 }),
    diagnosisNotes: longText({ label: 'Diagnosis Notes', max: 4000 }),
    reviewedBy: reference({ label: 'Reviewed By', resource: 'users', readOnly: true }),
    reviewedAt: datetime({ label: 'Reviewed At', readOnly: true }),
    flagReason: text({ label: 'Flag Reason', max: 500, readOnly: true }),
    modality: text({ label: 'Modality', max: 16, readOnly: true }),
    dicomPatient: text({ label: 'Patient in File', max: 200, readOnly: true }),
    studyDate: text({ label: 'Study Date', max: 10, readOnly: true }),
    pixelSpacing: text({ label: 'Pixel Spacing (mm)', max: 40, readOnly: true }),
    previewAvailable: boolean({ label: 'Preview Available', readOnly: true, default: false }),
    image: files({
      label: 'Image',
      accept: IMAGING_FILE_TYPES,
      maxFiles: 1,
      maxBytes: 2 * 1024 * 1024 * 1024,
      formHidden: true,
      moduleUpload: true,
    }),
  },
  list: {
    columns: ['image', 'patient', 'doctor', 'imageType', 'teeth', 'takenOn', 'status'],
    search: ['notes', 'diagnosisNotes'],
    filters: ['patient', 'doctor', 'imageType', 'status'],
    sortable: ['takenOn', 'imageType', 'status'],
    defaultSort: '-takenOn',
    dateRange: 'takenOn',
    pageSize: 8,
    pageSizeOptions: [8, 16, 32],
    createLabel: 'Add Dental Image',
  },
  messages: {
    empty: 'No dental images found.',
    noneSelected: 'No dental image selected.',
    confirmDelete: 'Archive this dental image? It leaves the list and can be restored later.',
    deleted: 'The dental image has been archived. It can be restored from the archived list.',
  },
  sections: [
    { title: 'Image', fields: ['patient', 'doctor', 'imageType', 'takenOn', 'teeth', 'notes'] },
    { title: 'Review', fields: ['status', 'diagnosisNotes', 'reviewedBy', 'reviewedAt', 'flagReason'] },
    { title: 'DICOM', fields: ['modality', 'dicomPatient', 'studyDate', 'pixelSpacing', 'previewAvailable'] },
  ],
});
