import {
  dentalImages,
  emptyTooth,
  PERIO_SITES,
  type PerioTooth,
  perioExams,
  withAttachmentLevels,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../db/client.js';
import { fileStore } from '../files/store.js';
import { readDicom } from '../modules/dental-images/dicom.js';
import { dicomPreview, thumbnailOf } from '../modules/dental-images/pictures.js';
import { radiographJpeg, sampleDicom } from '../modules/dental-images/sample-images.js';
import { ResourceRepository } from '../resources/repository.js';
import type { Random } from './random.js';
import { demoToday } from './today.js';

const DAY = 86_400_000;
const dayAgo = (days: number): string => new Date(demoToday() - days * DAY).toISOString().slice(0, 10);

interface Shot {
  imageType: 'X-Ray' | 'Panoramic' | 'Intraoral Camera' | 'CBCT';
  ago: number;
  teeth: string[];
  name: string;
  width: number;
  height: number;
  notes: string | null;
}

/** A check-up's radiographs, a year ago and now: what a dentist compares side by side. */
const SERIES: Shot[] = [
  {
    imageType: 'X-Ray',
    ago: 380,
    teeth: ['3', '4', '5'],
    name: 'bitewing-right.jpg',
    width: 640,
    height: 480,
    notes: 'Right bitewing',
  },
  {
    imageType: 'X-Ray',
    ago: 378,
    teeth: ['12', '13', '14'],
    name: 'bitewing-left.jpg',
    width: 640,
    height: 480,
    notes: 'Left bitewing',
  },
  { imageType: 'Panoramic', ago: 370, teeth: [], name: 'panoramic.jpg', width: 1200, height: 560, notes: null },
  {
    imageType: 'X-Ray',
    ago: 12,
    teeth: ['3', '4', '5'],
    name: 'bitewing-right.jpg',
    width: 640,
    height: 480,
    notes: 'Right bitewing',
  },
  {
    imageType: 'X-Ray',
    ago: 12,
    teeth: ['12', '13', '14'],
    name: 'bitewing-left.jpg',
    width: 640,
    height: 480,
    notes: 'Left bitewing',
  },
];

/** Teeth a routine full-mouth exam probes (third molars left out, as most adults' are). */
const PROBED = Array.from({ length: 32 }, (_, i) => String(i + 1)).filter((t) => !['1', '16', '17', '32'].includes(t));

/** A full-mouth exam: mostly 2–3 mm, a few deeper pockets with bleeding around the molars, better or worse by `shift`. */
function exam(random: Random, shift: number): PerioTooth[] {
  return withAttachmentLevels(
    PROBED.map((id) => {
      const tooth = emptyTooth(id);
      const molar = ['2', '3', '14', '15', '18', '19', '30', '31'].includes(id);
      for (const s of PERIO_SITES) {
        const base = random.int(1, 3) + (molar && s.startsWith('D') ? random.int(1, 2) : 0);
        const pd = Math.max(1, Math.min(12, base + shift));
        tooth.sites[s] = {
          pd,
          gm: random.next() < 0.15 ? random.int(1, 2) : 0,
          cal: null,
          bleeding: pd >= 4 ? random.next() < 0.7 : random.next() < 0.1,
          suppuration: pd >= 6 && random.next() < 0.3,
        };
      }
      tooth.mobility = molar && shift > 0 && random.next() < 0.3 ? 1 : 0;
      tooth.furcation = molar && shift > 0 && random.next() < 0.2 ? 'I' : null;
      return tooth;
    }),
  );
}

/**
 * Dental images (radiographs made on the spot with sharp, a DICOM file from
 * an intraoral sensor, one naming another patient and so flagged) and
 * periodontal exams a year apart, for the first patients of the demo.
 */
export async function seedImagingAndPerio(rows: Rows, random: Random): Promise<void> {
  const patients = await rows<{ id: number; name: string; mrn: string }>(
    sql`select id, full_name as name, medical_record_number as mrn from patients
        where archived_at is null order by id limit 4`,
  );
  const [doctor] = await rows<{ id: number }>(sql`select id from doctors order by id limit 1`);
  const [dentist] = await rows<{ id: number }>(sql`select id from users where username = 'dentist'`);
  if (!patients.length) return;
  const images = new ResourceRepository(dentalImages);
  const exams = new ResourceRepository(perioExams);
  const reviewer = dentist ? Number(dentist.id) : null;

  const store = async (
    id: number,
    file: { name: string; type: string; data: Buffer },
    made: { thumbnail: Buffer | null; preview?: Buffer | null },
  ) => {
    const owner = (field: string) => ({ resource: dentalImages.name, recordId: id, field });
    await fileStore.insert(rows, owner('image'), file, reviewer);
    if (made.thumbnail)
      await fileStore.insert(
        rows,
        owner('thumbnail'),
        { name: `thumbnail-${id}`, type: 'image/jpeg', data: made.thumbnail },
        reviewer,
      );
    if (made.preview)
      await fileStore.insert(
        rows,
        owner('preview'),
        { name: `preview-${id}`, type: 'image/png', data: made.preview },
        reviewer,
      );
  };

  for (const [n, patient] of patients.entries()) {
    for (const [i, shot] of SERIES.entries()) {
      const data = await radiographJpeg(shot.width, shot.height, n * 10 + i + 1);
      const old = shot.ago > 30;
      const id = await images.insert(
        rows,
        {
          patient: Number(patient.id),
          doctor: doctor ? Number(doctor.id) : null,
          imageType: shot.imageType,
          takenOn: dayAgo(shot.ago),
          teeth: shot.teeth.map((tooth) => ({ tooth })),
          status: old ? 'Reviewed' : 'Pending',
          notes: shot.notes,
          diagnosisNotes: old
            ? random.pick([
                'No caries detected.',
                'Early enamel lesion distal of 4; monitor.',
                'Bone levels within normal limits.',
              ])
            : null,
        },
        {
          previewAvailable: true,
          reviewedBy: old ? reviewer : null,
          reviewedAt: old ? new Date(demoToday() - (shot.ago - 1) * DAY).toISOString() : null,
        },
      );
      await store(id, { name: shot.name, type: 'image/jpeg', data }, { thumbnail: await thumbnailOf(data) });
    }
    const before = exam(random, 1);
    const after = exam(random, n % 2 === 0 ? 0 : 1);
    for (const [readings, ago] of [
      [before, 365],
      [after, 12],
    ] as const)
      await exams.insert(
        rows,
        {
          patient: Number(patient.id),
          doctor: doctor ? Number(doctor.id) : null,
          examDate: dayAgo(ago),
          readings,
          notes:
            ago > 30 ? 'Full-mouth charting at the annual check-up.' : 'Re-evaluation after scaling and root planing.',
        },
        { recordedBy: reviewer },
      );
  }

  // A sensor's DICOM file for the first patient, and one naming someone else filed to the second: flagged.
  const [first, second] = patients;
  const dicom = async (patient: { id: number }, named: { name: string; mrn: string }, flagReason: string | null) => {
    const [family, ...given] = named.name.split(' ').reverse();
    const data = sampleDicom({
      patientName: `${family}^${given.reverse().join(' ')}`,
      patientId: named.mrn,
      studyDate: dayAgo(5).replaceAll('-', ''),
      seed: Number(patient.id),
      // 12-bit values with the sensor's window, as the viewer's window/level works on them.
      bits: 16,
      window: { center: 2400, width: 2800 },
    });
    const id = await images.insert(
      rows,
      {
        patient: Number(patient.id),
        doctor: doctor ? Number(doctor.id) : null,
        imageType: 'X-Ray',
        takenOn: dayAgo(5),
        teeth: [{ tooth: '19' }, { tooth: '20' }],
        status: flagReason ? 'Flagged' : 'Pending',
        notes: 'Periapical from the intraoral sensor',
      },
      {
        previewAvailable: true,
        flagReason,
        modality: 'IO',
        dicomPatient: `${named.name} · ${named.mrn}`,
        studyDate: dayAgo(5),
        pixelSpacing: '0.1 × 0.1',
      },
    );
    const preview = await dicomPreview(readDicom(data).picture);
    await store(
      id,
      { name: 'IMG0001.dcm', type: 'application/dicom', data },
      { thumbnail: preview && (await thumbnailOf(preview)), preview },
    );
  };
  if (first) await dicom(first, first, null);
  if (first && second)
    await dicom(
      second,
      first,
      `The DICOM file names another patient (${first.name}, ID ${first.mrn}), not ${second.name}: check whose image it is.`,
    );
}
