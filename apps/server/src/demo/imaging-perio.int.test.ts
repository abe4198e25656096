import { createSchema, dentalImages, type PerioTooth, perioExams, perioSummary } from '@chairside/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bodyOf, type DemoRecord, useSeededDemo } from '../test/demo.js';

/** The demo's radiographs and periodontal exams: valid as the API would take them, and drawn. */

const { get, all } = useSeededDemo('demo-imaging-admin');

describe('demo dental images and perio exams', () => {
  it('holds radiographs a year apart with real thumbnails, a DICOM file, and one flagged for its patient', async () => {
    const images = await all('dental-images');
    expect(images.length).toBeGreaterThanOrEqual(20);
    for (const image of images)
      expect(createSchema(dentalImages).safeParse(bodyOf(dentalImages, image)).error).toBeUndefined();
    const first = images[0] as DemoRecord;
    const thumb = await get(`/api/dental-images/${first.id}/thumbnail`);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBeLessThanOrEqual(320);
    const flagged = images.filter((i) => i.status === 'Flagged');
    expect(flagged).toHaveLength(1);
    expect(flagged[0]?.flagReason).toMatch(/^The DICOM file names another patient/);
    const dicom = images.find((i) => i.modality === 'IO' && i.status === 'Pending');
    expect((await get(`/api/dental-images/${dicom?.id}/preview`)).headers['content-type']).toBe('image/png');
    const reviewed = images.filter((i) => i.status === 'Reviewed');
    expect(reviewed.length).toBeGreaterThan(0);
    expect(reviewed.every((i) => i.labels?.reviewedBy === 'dentist')).toBe(true);
  });

  it('holds two perio exams a year apart per patient, with CAL computed and deeper pockets a year ago', async () => {
    const exams = await all('perio-exams');
    expect(exams.length).toBeGreaterThanOrEqual(4);
    for (const exam of exams)
      expect(createSchema(perioExams).safeParse(bodyOf(perioExams, exam)).error).toBeUndefined();
    const readings = exams[0]?.readings as PerioTooth[];
    const site = readings[0]!.sites.MB;
    expect(site.cal).toBe((site.pd ?? 0) + (site.gm ?? 0));
    // The first patient of the demo was treated: shallower pockets now than a year ago.
    const firstPatient = Math.min(...exams.map((e) => Number(e.patient)));
    const [older, newer] = exams
      .filter((e) => Number(e.patient) === firstPatient)
      .sort((a, b) => String(a.examDate).localeCompare(String(b.examDate)));
    const compare = await get(`/api/perio-exams/compare?before=${older?.id}&after=${newer?.id}`);
    expect(compare.statusCode).toBe(200);
    expect(Number(perioSummary(older?.readings as PerioTooth[]).meanPd)).toBeGreaterThan(
      Number(perioSummary(newer?.readings as PerioTooth[]).meanPd),
    );
  });
});
