import dicomParser from 'dicom-parser';

/** What a DICOM file says of itself that the clinic checks and shows. */
export interface DicomHeader {
  /** `Family^Given` as written, or empty. */
  patientName: string;
  patientId: string;
  /** `YYYY-MM-DD`, or empty. */
  studyDate: string;
  modality: string;
  /** `row\column` spacing in mm, as written (`0.1\0.1`), or empty. */
  pixelSpacing: string;
}

/** The first frame as 8-bit grey pixels, or an embedded JPEG; null when neither can be had. */
export type DicomPicture =
  | { kind: 'grey'; width: number; height: number; pixels: Buffer }
  | { kind: 'jpeg'; data: Buffer }
  | null;

const UNCOMPRESSED = new Set(['1.2.840.10008.1.2', '1.2.840.10008.1.2.1', '1.2.840.10008.1.2.2']);
/** JPEG baseline and extended: the fragment is a plain JPEG that an image library reads. */
const JPEG_BASELINE = new Set(['1.2.840.10008.1.2.4.50', '1.2.840.10008.1.2.4.51']);

const isoDate = (da: string): string =>
  /^\d{8}$/.test(da) ? `${da.slice(0, 4)}-${da.slice(4, 6)}-${da.slice(6, 8)}` : '';

/**
 * The header and the first frame of a DICOM Part 10 file; throws when it cannot be parsed. `whole`
 * false: `data` is only the start of a larger file, read up to the pixel data for its header (no picture).
 */
export function readDicom(data: Buffer, whole = true): { header: DicomHeader; picture: DicomPicture } {
  const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  const set = dicomParser.parseDicom(bytes, whole ? undefined : { untilTag: 'x7fe00010' });
  const str = (tag: string): string => (set.string(tag) ?? '').trim();
  const header: DicomHeader = {
    patientName: str('x00100010'),
    patientId: str('x00100020'),
    studyDate: isoDate(str('x00080020')),
    modality: str('x00080060'),
    pixelSpacing: str('x00280030') || str('x00181164'),
  };
  return { header, picture: whole ? firstFrame(set, data) : null };
}

function firstFrame(set: dicomParser.DataSet, data: Buffer): DicomPicture {
  const element = set.elements.x7fe00010;
  if (!element) return null;
  const syntax = (set.string('x00020010') ?? '').replace(/\0/g, '').trim();
  if (JPEG_BASELINE.has(syntax) && element.encapsulatedPixelData) {
    const frame = dicomParser.readEncapsulatedPixelDataFromFragments(set, element, 0);
    return { kind: 'jpeg', data: Buffer.from(frame) };
  }
  if (!UNCOMPRESSED.has(syntax) || syntax === '1.2.840.10008.1.2.2') return null;
  const width = set.uint16('x00280011') ?? 0;
  const height = set.uint16('x00280010') ?? 0;
  const bits = set.uint16('x00280100') ?? 0;
  const samples = set.uint16('x00280002') ?? 1;
  const photometric = (set.string('x00280004') ?? '').trim();
  const signed = set.uint16('x00280103') === 1;
  const count = width * height;
  if (!count || samples !== 1 || (bits !== 8 && bits !== 16)) return null;
  if (element.length < count * (bits / 8)) return null;
  const raw = data.subarray(element.dataOffset, element.dataOffset + count * (bits / 8));
  const values = new Float64Array(count);
  for (let i = 0; i < count; i++)
    values[i] = bits === 8 ? raw[i]! : signed ? raw.readInt16LE(i * 2) : raw.readUInt16LE(i * 2);
  const window = windowOf(set, values);
  const pixels = Buffer.alloc(count);
  const low = window.center - window.width / 2;
  for (let i = 0; i < count; i++) {
    const v = Math.round(((values[i]! - low) / window.width) * 255);
    const grey = v < 0 ? 0 : v > 255 ? 255 : v;
    pixels[i] = photometric === 'MONOCHROME1' ? 255 - grey : grey;
  }
  return { kind: 'grey', width, height, pixels };
}

/** The file's own window (centre and width) when it gives one, else the range of its values. */
function windowOf(set: dicomParser.DataSet, values: Float64Array): { center: number; width: number } {
  const center = set.floatString('x00281050');
  const width = set.floatString('x00281051');
  if (center !== undefined && width !== undefined && width > 0) return { center, width };
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return { center: (min + max) / 2, width: Math.max(1, max - min) };
}

/** `Doe^Jane` → `jane doe`: a person's name as words, any order, any case. */
const nameWords = (name: string): string[] =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[\s^,]+/)
    .filter(Boolean)
    .sort();

/**
 * Whether the patient a DICOM file names is the record's patient: the same
 * record number (or national id), or the same name words in any order. A file
 * that names nobody matches nobody.
 */
export function samePatient(
  header: Pick<DicomHeader, 'patientName' | 'patientId'>,
  patient: { fullName: string; ids: readonly string[] },
): boolean {
  const id = header.patientId.trim().toLowerCase();
  if (id && patient.ids.some((known) => known.trim().toLowerCase() === id)) return true;
  const inFile = nameWords(header.patientName);
  const onRecord = nameWords(patient.fullName);
  return inFile.length > 0 && inFile.join(' ') === onRecord.join(' ');
}

/** `Doe^Jane` → `Jane Doe`, for people. */
export const personName = (dicomName: string): string =>
  dicomName
    .split('^')
    .map((p) => p.trim())
    .filter(Boolean)
    .reverse()
    .join(' ');
