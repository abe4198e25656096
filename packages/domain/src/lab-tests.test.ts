import { describe, expect, it } from 'vitest';
import { choice, files, text } from './fields.js';
import { acceptAttribute, acceptedLabels, DOCUMENT_FILE_TYPES, filesFieldsOf, formatBytes } from './files.js';
import { labTests } from './lab-tests.js';
import { createSchema, recordSchema, writableFields } from './resource.js';
import { summaryProblems } from './summary.js';

const valid = {
  patientId: 1,
  doctorId: 2,
  testName: 'Complete blood count',
  testCategory: 'Blood',
  sampleCollectionDate: '2026-03-02T09:30:00.000Z',
};

const issues = (body: unknown) => {
  const r = createSchema(labTests).safeParse(body);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('lab test definition', () => {
  it('takes the spec defaults: Pending, cost 0.00', () => {
    const parsed = createSchema(labTests).parse(valid);
    expect(parsed).toMatchObject({ testStatus: 'Pending', testCost: '0.00', urgencyLevel: 'Routine' });
  });

  it('keeps sample dates to the minute and deliveries after the sample', () => {
    expect(issues({ ...valid, sampleCollectionDate: '2026-03-02T09:30:01Z' })).toEqual({
      sampleCollectionDate: 'Sample Date is kept to the minute: leave out the seconds',
    });
    expect(issues({ ...valid, resultDeliveryDate: '2026-03-01' })).toEqual({
      resultDeliveryDate: 'Result Delivery Date cannot be before the sample date',
    });
    expect(issues({ ...valid, resultDeliveryDate: '2026-03-02' })).toEqual({});
  });

  it('has its reports as a files field: read-only in bodies, listed in the record', () => {
    expect(writableFields(labTests).map(([k]) => k)).not.toContain('reports');
    expect(createSchema(labTests).safeParse({ ...valid, reports: [] }).success).toBe(false);
    const record = recordSchema(labTests).shape.reports;
    expect(
      record?.safeParse([{ id: 1, name: 'a.pdf', type: 'application/pdf', size: 3, uploadedAt: 'x' }]).success,
    ).toBe(true);
    expect([...filesFieldsOf(labTests.fields).keys()]).toEqual(['reports']);
  });
});

describe('files fields', () => {
  it('default to 10 MB and 10 files, always read-only', () => {
    const f = files({ label: 'Scans', accept: ['png'] });
    expect(f).toMatchObject({ kind: 'files', maxBytes: 10 * 1024 * 1024, maxFiles: 10, readOnly: true });
  });

  it('name their types for people and for the file picker', () => {
    expect(acceptedLabels(DOCUMENT_FILE_TYPES)).toBe('PDF, JPEG, PNG, DOC, DOCX');
    expect(acceptAttribute(DOCUMENT_FILE_TYPES)).toBe('.pdf,.jpg,.jpeg,.png,.doc,.docx');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(1536)).toBe('1.5 KB');
  });
});

describe('summary chart seriesValues', () => {
  const fields = { name: text({ label: 'Name' }), status: choice({ label: 'Status', options: ['A', 'B'] }) };
  it('must be values of the series field, and needs a series', () => {
    const chart = { title: 'T', type: 'line', groupBy: 'name' } as const;
    expect(
      summaryProblems('x', fields, { tiles: [], charts: [{ ...chart, series: 'status', seriesValues: ['A'] }] }),
    ).toEqual([]);
    expect(
      summaryProblems('x', fields, { tiles: [], charts: [{ ...chart, series: 'status', seriesValues: ['C'] }] }),
    ).toEqual(['x: summary chart "T": C is not a value of status']);
    expect(summaryProblems('x', fields, { tiles: [], charts: [{ ...chart, seriesValues: ['A'] }] })).toEqual([
      'x: summary chart "T" has seriesValues but no series',
    ]);
  });
});
