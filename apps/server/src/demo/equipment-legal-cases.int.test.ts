import { caseStudies, createSchema, equipment, legalDocuments, type MaintenanceList } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { bodyOf, type DemoRecord, useSeededDemo } from '../test/demo.js';

/** The demo equipment, legal documents and case studies: valid as the API would take them, and usable. */

const { get, all } = useSeededDemo('demo-ops-admin');

describe('demo equipment, legal documents and case studies', () => {
  it('holds equipment in every state, some overdue, named clinics and technicians, with maintenance history', async () => {
    const units = await all('equipment');
    expect(units.length).toBeGreaterThanOrEqual(10);
    for (const unit of units) {
      expect(createSchema(equipment).safeParse(bodyOf(equipment, unit)).error).toBeUndefined();
      expect(unit.labels?.clinic).toMatch(/^Chairside /);
    }
    expect(new Set(units.map((u) => u.status)).size).toBe(5);
    expect(units.some((u) => typeof u.labels?.assignedTechnician === 'string')).toBe(true);
    expect((await all('equipment', 'view=overdue')).length).toBeGreaterThan(0);
    const histories = await Promise.all(
      units.map(async (u) => (await get(`/api/equipment/${u.id}/maintenance`)).json<MaintenanceList>().total),
    );
    expect(histories.filter((n) => n > 0).length).toBeGreaterThanOrEqual(units.length - 1);
  });

  it('holds signed documents whose PDF opens, and pending ones without', async () => {
    const docs = await all('legal-documents');
    expect(docs.length).toBeGreaterThanOrEqual(10);
    for (const doc of docs)
      expect(createSchema(legalDocuments).safeParse(bodyOf(legalDocuments, doc)).error).toBeUndefined();
    const signed = docs.find((d) => d.status === 'Signed') as DemoRecord & { document: { id: number }[] };
    expect(signed.document).toHaveLength(1);
    const pdf = await get(`/api/legal-documents/${signed.id}/files/${signed.document[0]!.id}?inline=1`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(docs.some((d) => d.status === 'Pending Signature' && (d.document as unknown[]).length === 0)).toBe(true);
    expect(docs.some((d) => d.expiryDate === null)).toBe(true);
  });

  it('holds case studies by named doctors, some with research files', async () => {
    const studies = await all('case-studies');
    expect(studies.length).toBeGreaterThanOrEqual(5);
    for (const s of studies) {
      expect(createSchema(caseStudies).safeParse(bodyOf(caseStudies, s)).error).toBeUndefined();
      expect(s.labels?.doctor).toMatch(/^Dr\. /);
    }
    expect(studies.some((s) => (s.researchFiles as unknown[]).length > 0)).toBe(true);
  });
});
