import {
  CERTIFICATE_TYPES,
  certificates,
  certificateTemplates,
  createSchema,
  todayUtc,
  unknownPlaceholders,
} from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { bodyOf, useSeededDemo } from '../test/demo.js';

/** The demo certificates and templates: valid as the API would take them, most generated from a template. */

const { all } = useSeededDemo('demo-certificates-admin');

describe('demo certificates', () => {
  it('offer one valid template per type, each using only known placeholders', async () => {
    const templates = await all('certificate-templates');
    expect(templates.map((t) => t.certificateType).sort()).toEqual([...CERTIFICATE_TYPES].sort());
    for (const t of templates) {
      expect(createSchema(certificateTemplates).safeParse(bodyOf(certificateTemplates, t)).error?.issues ?? []).toEqual(
        [],
      );
      expect(unknownPlaceholders(String(t.content))).toEqual([]);
      expect(String(t.content)).toContain('{{patientName}}');
    }
  });

  it('hold about thirty valid, uniquely numbered certificates, most with their text filled in', async () => {
    const list = await all('certificates');
    expect(list.length).toBe(30);
    const numbers = list.map((c) => String(c.certificateNumber));
    expect(new Set(numbers).size).toBe(30);
    for (const c of list) {
      expect(createSchema(certificates).safeParse(bodyOf(certificates, c)).error?.issues ?? []).toEqual([]);
      expect(c.certificateNumber).toMatch(/^CERT-\d{6}$/);
      expect(c.labels?.patientId).toBeTruthy();
      expect(c.labels?.doctorId).toMatch(/^Dr\. /);
      // Expired is what the dates say (derived when read): valid until a day before today.
      if (c.status === 'Expired') expect(String(c.validUntil) < todayUtc()).toBe(true);
    }
    const generated = list.filter((c) => typeof c.body === 'string');
    expect(generated.length).toBeGreaterThanOrEqual(20);
    for (const c of generated) {
      expect(c.body).not.toContain('{{');
      expect(c.body).toContain(String(c.labels?.patientId));
      expect(c.body).toContain(String(c.certificateNumber));
    }
    expect(new Set(list.map((c) => c.status))).toEqual(new Set(['Issued', 'Active', 'Expired']));
  });
});
