import { today } from './clock.js';
import { choice, date, email, isBlank, longText, phone, rows, text, textList } from './fields.js';
import { REMINDER_LANGUAGES } from './reminders.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

/**
 * Spec 001 §3's eight groups, and Unknown: a patient booking online, or one who
 * does not know theirs, is recorded as such rather than guessed.
 */
export const BLOOD_TYPES = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-', 'Unknown'] as const;
/** Spec 001 §9. */
export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const MARITAL_STATUSES = ['Single', 'Married', 'Divorced', 'Widowed'] as const;

const BLOOD_TYPE_COLORS = {
  'A+': 'error',
  'A-': 'error',
  'B+': 'primary',
  'B-': 'primary',
  'AB+': 'secondary',
  'AB-': 'secondary',
  'O+': 'success',
  'O-': 'success',
  Unknown: 'default',
} as const;

const bloodGroup = (group: string) => BLOOD_TYPES.filter((b) => b.replace(/[+-]$/, '') === group);

/**
 * Spec 001 "Patient": the create payload and the older edit form's fields in
 * one record. A clinical record: archived, never erased.
 */
export const patients = defineResource({
  ...RESOURCE_CATALOGUE.patients,
  table: 'patients',
  titleField: 'fullName',
  archivable: true,
  fields: {
    fullName: text({ label: 'Full Name', required: true, max: 150 }),
    medicalRecordNumber: text({
      label: 'Medical Record Number',
      max: 40,
      unique: true,
      uniqueMessage: 'This medical record number belongs to another patient',
      generated: { prefix: 'MRN-', digits: 6 },
      help: 'Leave empty: the next number is given when the patient is saved.',
    }),
    bloodType: choice({ label: 'Blood Type', required: true, options: BLOOD_TYPES, colors: BLOOD_TYPE_COLORS }),
    insuranceId: text({ label: 'Insurance ID', max: 60 }),
    nationalId: text({ label: 'National ID', max: 40 }),
    birthDate: date({ label: 'Birth Date' }),
    gender: choice({ label: 'Gender', options: GENDERS }),
    maritalStatus: choice({ label: 'Marital Status', options: MARITAL_STATUSES }),
    occupation: text({ label: 'Occupation', max: 100 }),
    telephone: phone({ label: 'Telephone' }),
    email: email({ label: 'Email' }),
    address: longText({ label: 'Address', max: 500, multiline: true }),
    preferredLanguage: choice({
      label: 'Preferred Language',
      options: REMINDER_LANGUAGES,
      help: 'The language of the reminders the patient receives; empty: the clinic’s.',
    }),
    allergies: textList({ label: 'Allergies', maxItems: 30, emptyText: 'None' }),
    chronicDiseases: textList({ label: 'Chronic Diseases', maxItems: 30, emptyText: 'None' }),
    medicalHistory: rows({
      label: 'Medical History',
      itemLabel: 'Condition',
      maxItems: 50,
      emptyText: 'None',
      fields: {
        condition: text({ label: 'Condition', required: true, max: 150 }),
        diagnosedAt: date({ label: 'Diagnosed On', required: true }),
        notes: text({ label: 'Notes', max: 500 }),
      },
    }),
    currentMedications: rows({
      label: 'Current Medications',
      itemLabel: 'Medication',
      maxItems: 30,
      emptyText: 'None',
      fields: {
        name: text({ label: 'Medication', required: true, max: 150 }),
        dosage: text({ label: 'Dosage', required: true, max: 60 }),
        frequency: text({ label: 'Frequency', max: 60 }),
        prescribedBy: text({ label: 'Prescribed By', max: 150 }),
      },
    }),
    emergencyContactName: text({ label: 'Contact Name', max: 150 }),
    emergencyContactRelationship: text({ label: 'Relationship', max: 60 }),
    emergencyContactPhone: phone({ label: 'Contact Phone' }),
  },
  rules: [
    {
      path: 'emergencyContactPhone',
      message: 'Give a phone number for the emergency contact',
      when: (v) => !isBlank(v.emergencyContactName) && isBlank(v.emergencyContactPhone),
    },
    {
      path: 'emergencyContactName',
      message: 'Give the name of the emergency contact',
      when: (v) => isBlank(v.emergencyContactName) && !isBlank(v.emergencyContactPhone),
    },
    {
      path: 'birthDate',
      message: 'Birth date cannot be in the future',
      when: (v) => typeof v.birthDate === 'string' && v.birthDate > today(),
    },
  ],
  list: {
    createLabel: 'Add New Patient',
    columns: ['fullName', 'medicalRecordNumber', 'bloodType', 'allergies', 'telephone'],
    search: ['fullName', 'medicalRecordNumber', 'nationalId', 'telephone', 'email', 'insuranceId'],
    filters: ['bloodType', 'gender'],
    sortable: ['fullName', 'medicalRecordNumber', 'bloodType', 'birthDate'],
    defaultSort: 'fullName',
    pageSize: 10,
    pageSizeOptions: [10, 15, 20],
  },
  messages: {
    created: 'Patient has been saved.',
    confirmDelete: 'Archive this patient? The record and its history are kept and can be restored.',
    deleted: 'Patient has been archived.',
    restored: 'Patient has been restored.',
    empty: 'No patients found.',
    noneSelected: 'No patient selected.',
  },
  sections: [
    {
      title: 'Basic Information',
      fields: [
        'fullName',
        'medicalRecordNumber',
        'bloodType',
        'insuranceId',
        'nationalId',
        'birthDate',
        'gender',
        'maritalStatus',
        'occupation',
        'telephone',
        'email',
        'address',
        'preferredLanguage',
      ],
    },
    { title: 'Allergies', fields: ['allergies'] },
    { title: 'Medical History', fields: ['medicalHistory', 'chronicDiseases'] },
    { title: 'Current Medications', fields: ['currentMedications'] },
    {
      title: 'Emergency Contact',
      fields: ['emergencyContactName', 'emergencyContactRelationship', 'emergencyContactPhone'],
    },
  ],
  summary: {
    tiles: [
      { label: 'Total Patients' },
      { label: 'Blood Type A', where: { field: 'bloodType', in: bloodGroup('A') } },
      { label: 'Blood Type B', where: { field: 'bloodType', in: bloodGroup('B') } },
      { label: 'Blood Type O', where: { field: 'bloodType', in: bloodGroup('O') } },
      { label: 'Blood Type AB', where: { field: 'bloodType', in: bloodGroup('AB') } },
    ],
    charts: [
      { title: 'Patients by blood group', type: 'pie', groupBy: 'bloodType', prefix: true },
      { title: 'Patients by blood type', type: 'bar', groupBy: 'bloodType' },
      { title: 'Blood types by gender', type: 'bar', groupBy: 'bloodType', series: 'gender' },
    ],
  },
  analytics: [
    { title: 'Patients by gender', type: 'pie', groupBy: 'gender' },
    { title: 'Patients by age', type: 'bar', groupBy: 'birthDate', bucket: 'age' },
    { title: 'Age by gender', type: 'bar', groupBy: 'birthDate', bucket: 'age', series: 'gender' },
    { title: 'Patients by blood type', type: 'bar', groupBy: 'bloodType' },
    { title: 'Patients by marital status', type: 'pie', groupBy: 'maritalStatus' },
    { title: 'Blood groups by gender', type: 'bar', groupBy: 'bloodType', prefix: true, series: 'gender' },
    { title: 'Most common allergies', type: 'bar', groupBy: 'allergies' },
    { title: 'Most common chronic diseases', type: 'bar', groupBy: 'chronicDiseases' },
    { title: 'Patients by occupation', type: 'bar', groupBy: 'occupation' },
  ],
  // The patient's chart as a document: the card, then the dental chart and its history (chart module's layout).
  documents: { pdf: { filename: 'patient_chart_{medicalRecordNumber}.pdf' } },
});
