import type { FileType } from '@chairside/domain';

const PDF = Buffer.from('%PDF-', 'latin1');
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const RIFF = Buffer.from('RIFF', 'latin1');
const WEBP = Buffer.from('WEBP', 'latin1');
/** DICOM Part 10: a 128-byte preamble, then `DICM`. */
const DICM = Buffer.from('DICM', 'latin1');
/** OLE2 compound file: the container of Word 97–2003 documents. */
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;

const startsWith = (data: Buffer, magic: Buffer) =>
  data.length >= magic.length && data.subarray(0, magic.length).equals(magic);

/** Names of the entries of a zip archive, from its central directory (empty when it is not a readable zip). */
export function zipEntryNames(data: Buffer): string[] {
  // The end-of-central-directory record is in the last 22 + 65535 bytes (it may end with a comment).
  const floor = Math.max(0, data.length - 22 - 0xffff);
  let end = -1;
  for (let i = data.length - 22; i >= floor; i--)
    if (data.readUInt32LE(i) === ZIP_END) {
      end = i;
      break;
    }
  if (end < 0) return [];
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== ZIP_CENTRAL) return [];
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    if (at + 46 + nameLength > data.length) return [];
    names.push(data.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/**
 * The type of a file, read from its bytes (never from its name or the
 * browser's claim): PDF `%PDF-`, JPEG `FF D8 FF`, PNG's signature, DOC an
 * OLE2 compound file, DOCX a zip holding a `word/` part, WebP a RIFF `WEBP`
 * container, DICOM `DICM` after its 128-byte preamble. Undefined when it is
 * none of these.
 */
export function sniffFileType(data: Buffer): FileType | undefined {
  if (startsWith(data, PDF)) return 'pdf';
  if (startsWith(data, JPEG)) return 'jpeg';
  if (startsWith(data, PNG)) return 'png';
  if (startsWith(data, OLE)) return 'doc';
  if (startsWith(data, RIFF) && data.length >= 12 && data.subarray(8, 12).equals(WEBP)) return 'webp';
  if (data.length >= 132 && data.subarray(128, 132).equals(DICM)) return 'dicom';
  if (data.length >= 4 && data.readUInt32LE(0) === ZIP_LOCAL) {
    const names = zipEntryNames(data);
    if (names.includes('[Content_Types].xml') && names.some((n) => n.startsWith('word/'))) return 'docx';
  }
  return undefined;
}
