import { createRequire } from 'node:module';
import { sampleDicom } from '../../apps/server/src/modules/dental-images/sample-images';
import { encapsulatedPixelData } from '../../apps/server/src/modules/dental-images/sample-rle';

/** The little of the OpenJPEG codec's encoder the sample uses. */
interface J2KEncoder {
  getDecodedBuffer(frame: {
    width: number;
    height: number;
    bitsPerSample: number;
    componentCount: number;
    isSigned: boolean;
    isUsingColorTransform: boolean;
  }): Uint8Array;
  encode(): void;
  getEncodedBuffer(): Uint8Array;
}

const JPEG_2000_LOSSLESS = '1.2.840.10008.1.2.4.90';

/**
 * A JPEG 2000 (lossless) DICOM file of one 12-bit grey frame, encoded with the same OpenJPEG codec the
 * viewer decodes with: the header is `sampleDicom`'s, its transfer syntax swapped for JPEG 2000.
 */
export async function jpeg2000Dicom(patientName: string, width = 200, height = 150): Promise<Buffer> {
  const load = createRequire(import.meta.url)('@cornerstonejs/codec-openjpeg/wasmjs') as () => Promise<{
    J2KEncoder: new () => J2KEncoder;
  }>;
  const encoder = new (await load()).J2KEncoder();
  const raw = encoder.getDecodedBuffer({
    width,
    height,
    bitsPerSample: 16,
    componentCount: 1,
    isSigned: false,
    isUsingColorTransform: false,
  });
  const values = new Uint16Array(raw.buffer, raw.byteOffset, width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) values[y * width + x] = (x * 20 + y * 3) % 4000;
  encoder.encode();
  // sampleDicom's RLE header without pixels; its transfer syntax UID (20 bytes) becomes JPEG 2000's (22).
  const header = sampleDicom({
    patientName,
    patientId: 'E2E-3',
    studyDate: '20260301',
    rle: true,
    pixels: false,
    bits: 16,
    width,
    height,
  });
  const rle = Buffer.from('1.2.840.10008.1.2.5\0', 'latin1');
  const at = header.indexOf(rle);
  const uid = Buffer.from(JPEG_2000_LOSSLESS, 'latin1');
  const length = Buffer.alloc(2);
  length.writeUInt16LE(uid.length, 0);
  const file = Buffer.concat([header.subarray(0, at - 2), length, uid, header.subarray(at + rle.length)]);
  // The file meta group's length (after the 128-byte preamble, DICM and its own 8-byte head).
  file.writeUInt32LE(file.readUInt32LE(140) + uid.length - rle.length, 140);
  return Buffer.concat([file, encapsulatedPixelData(Buffer.from(encoder.getEncodedBuffer()))]);
}
