import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_PLACEHOLDERS,
  fillTemplate,
  placeholdersIn,
  placeholderToken,
  unknownPlaceholders,
} from './certificate-placeholders.js';
import { certificateTemplates } from './certificate-templates.js';
import { CERTIFICATE_MESSAGES, certificates, generateCertificateSchema } from './certificates.js';
import { createSchema, listQuerySchema, patchSchema, ruleViolations } from './resource.js';

describe('certificate placeholders', () => {
  it('fills every known placeholder, with or without spaces inside the braces', () => {
    const text = fillTemplate('This certifies that {{patientName}} was seen by {{ doctorName }} at {{clinicName}}.', {
      patientName: 'Amelia Hart',
      doctorName: 'Dr. Sarah Mitchell',
      clinicName: 'Chairside Downtown',
    });
    expect(text).toBe('This certifies that Amelia Hart was seen by Dr. Sarah Mitchell at Chairside Downtown.');
  });

  it('fills a placeholder each time it appears, and an empty value leaves nothing', () => {
    expect(fillTemplate('{{issueDate}} / {{issueDate}} / [{{diagnosis}}]', { issueDate: '2026-03-02' })).toBe(
      '2026-03-02 / 2026-03-02 / []',
    );
    expect(fillTemplate('[{{recommendations}}]', { recommendations: null })).toBe('[]');
  });

  it('leaves unknown placeholders and plain braces as written', () => {
    expect(fillTemplate('{{ownerName}} {x} {{patientName}}', { patientName: 'Ann' })).toBe('{{ownerName}} {x} Ann');
  });

  it('does not read placeholders inside the values it puts in', () => {
    expect(fillTemplate('{{diagnosis}}', { diagnosis: 'Literal {{patientName}}', patientName: 'Ann' })).toBe(
      'Literal {{patientName}}',
    );
  });

  it('lists the placeholders used, once each in order, and the unknown ones', () => {
    const content = 'Dear {{patientName}}, {{weight}} kg, {{ patientName }}, {{age}}, {{weight}}, {{issueDate}}';
    expect(placeholdersIn(content)).toEqual(['patientName', 'weight', 'age', 'issueDate']);
    expect(unknownPlaceholders(content)).toEqual(['weight', 'age']);
    expect(unknownPlaceholders('Nothing to fill.')).toEqual([]);
  });

  it('offers the placeholders a template may use, each written as a token', () => {
    const names = CERTIFICATE_PLACEHOLDERS.map((p) => p.name);
    for (const name of ['patientName', 'doctorName', 'clinicName', 'issueDate', 'validUntil', 'diagnosis'])
      expect(names).toContain(name);
    expect(placeholderToken('patientName')).toBe('{{patientName}}');
    const every = names.map(placeholderToken).join(' ');
    expect(unknownPlaceholders(every)).toEqual([]);
  });
});

describe('certificate template rules', () => {
  const template = (content: string) => ({ name: 'Fitness', content });

  it('refuses content with unknown placeholders, naming them at content', () => {
    const result = createSchema(certificateTemplates).safeParse(template('{{patientName}} {{petName}} {{ colour }}'));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['content', 'Unknown placeholders: petName, colour'],
    ]);
    expect(ruleViolations(certificateTemplates, template('{{x}}'))).toEqual([
      { path: 'content', message: 'Unknown placeholders: x' },
    ]);
  });

  it('accepts content whose placeholders are all known', () => {
    expect(createSchema(certificateTemplates).safeParse(template('{{patientName}} on {{issueDate}}')).success).toBe(
      true,
    );
  });
});

describe('certificate rules', () => {
  const base = {
    patientId: 1,
    doctorId: 2,
    clinicId: 3,
    certificateType: 'Dental Clearance',
    issueDate: '2026-03-02',
    validUntil: '2026-03-02',
    diagnosis: 'Healthy gums',
    treatmentDetails: 'Scaling',
    recommendations: 'Floss daily',
    signature: 'Dr. Sarah Mitchell',
  };

  it('is valid until a day on or after its issue date, and Issued by default', () => {
    const ok = createSchema(certificates).parse(base);
    expect(ok.status).toBe('Issued');
    const bad = createSchema(certificates).safeParse({ ...base, validUntil: '2026-03-01' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['validUntil', CERTIFICATE_MESSAGES.validUntil],
    ]);
  });

  it('requires the fields of spec 001 §5 and refuses unknown types and statuses', () => {
    const result = createSchema(certificates).safeParse({ certificateType: 'Dental', status: 'Done' });
    const paths = result.error?.issues.map((i) => i.path.join('.')) ?? [];
    for (const key of [
      'patientId',
      'doctorId',
      'clinicId',
      'certificateType',
      'status',
      'issueDate',
      'validUntil',
      'diagnosis',
      'treatmentDetails',
      'recommendations',
      'signature',
    ])
      expect(paths).toContain(key);
    expect(paths).not.toContain('certificateNumber');
    expect(paths).not.toContain('body');
  });

  it('patches the status alone', () => {
    expect(patchSchema(certificates).parse({ status: 'Expired', version: 3 })).toEqual({
      status: 'Expired',
      version: 3,
    });
  });

  it('filters the list by an issue-date range given as days', () => {
    const query = listQuerySchema(certificates);
    expect(query.parse({ from: '2026-01-01', to: '2026-01-31' })).toMatchObject({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(query.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(query.safeParse({ to: 'yesterday' }).success).toBe(false);
  });

  it('generates from a template: its fields but the text, and the template', () => {
    const ok = generateCertificateSchema.parse({ ...base, templateId: 4 });
    expect(ok).toMatchObject({ templateId: 4, status: 'Issued' });
    expect(generateCertificateSchema.safeParse({ ...base, templateId: 4, body: 'Mine' }).success).toBe(false);
    const missing = generateCertificateSchema.safeParse(base);
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['templateId', 'Template is required'],
    ]);
    const early = generateCertificateSchema.safeParse({ ...base, templateId: 4, validUntil: '2026-01-01' });
    expect(early.error?.issues.map((i) => i.path.join('.'))).toEqual(['validUntil']);
  });
});
