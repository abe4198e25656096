/**
 * DICOM RLE Lossless (transfer syntax 1.2.840.10008.1.2.5) of one 8-bit grey
 * frame, for demo data and tests: a 64-byte header naming one segment, then
 * the segment as PackBits, row by row, in literal runs of at most 128 bytes.
 */
function rleFrame(pixels: Buffer, width: number, height: number): Buffer {
  const runs: Buffer[] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x += 128) {
      const run = pixels.subarray(y * width + x, y * width + Math.min(width, x + 128));
      runs.push(Buffer.from([run.length - 1]), run);
    }
  let segment = Buffer.concat(runs);
  if (segment.length % 2) segment = Buffer.concat([segment, Buffer.from([0x80])]); // 0x80: a no-op run
  const header = Buffer.alloc(64);
  header.writeUInt32LE(1, 0);
  header.writeUInt32LE(64, 4);
  return Buffer.concat([header, segment]);
}

const item = (tag: number, value: Buffer, length = value.length): Buffer => {
  const head = Buffer.alloc(8);
  head.writeUInt16LE(0xfffe, 0);
  head.writeUInt16LE(tag, 2);
  head.writeUInt32LE(length, 4);
  return Buffer.concat([head, value]);
};

/** The Pixel Data element, RLE-encoded and encapsulated. */
export const rlePixelData = (pixels: Buffer, width: number, height: number): Buffer =>
  encapsulatedPixelData(rleFrame(pixels, width, height));

/** The Pixel Data element, encapsulated: an empty offset table, one fragment (one compressed frame), the sequence's end. */
export function encapsulatedPixelData(fragment: Buffer): Buffer {
  const head = Buffer.alloc(12);
  head.writeUInt16LE(0x7fe0, 0);
  head.writeUInt16LE(0x0010, 2);
  head.write('OB', 4, 'latin1');
  head.writeUInt32LE(0xffffffff, 8);
  return Buffer.concat([
    head,
    item(0xe000, Buffer.alloc(0)),
    item(0xe000, fragment.length % 2 ? Buffer.concat([fragment, Buffer.alloc(1)]) : fragment),
    item(0xe0dd, Buffer.alloc(0)),
  ]);
}

export const RLE_LOSSLESS = '1.2.840.10008.1.2.5';
