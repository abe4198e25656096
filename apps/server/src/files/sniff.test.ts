import { describe, expect, it } from 'vitest';
import { SAMPLE_FILES, zipOf } from '../test/upload.js';
import { sniffFileType, zipEntryNames } from './sniff.js';

describe('sniffFileType', () => {
  it('recognises each document type from its first bytes', () => {
    expect(sniffFileType(SAMPLE_FILES.pdf)).toBe('pdf');
    expect(sniffFileType(SAMPLE_FILES.png)).toBe('png');
    expect(sniffFileType(SAMPLE_FILES.jpeg)).toBe('jpeg');
    expect(sniffFileType(SAMPLE_FILES.doc)).toBe('doc');
    expect(sniffFileType(SAMPLE_FILES.docx)).toBe('docx');
  });

  it('refuses what only pretends: text, programs, other zips, empty and truncated files', () => {
    expect(sniffFileType(SAMPLE_FILES.text)).toBeUndefined();
    expect(sniffFileType(SAMPLE_FILES.exe)).toBeUndefined();
    expect(sniffFileType(SAMPLE_FILES.xlsx)).toBeUndefined();
    expect(sniffFileType(Buffer.alloc(0))).toBeUndefined();
    expect(sniffFileType(Buffer.from('%PD'))).toBeUndefined();
    expect(sniffFileType(SAMPLE_FILES.docx.subarray(0, 40))).toBeUndefined();
    expect(sniffFileType(zipOf({ 'word/document.xml': '<w:document/>' }))).toBeUndefined();
  });

  it('recognises WebP (a RIFF WEBP container) and DICOM (DICM after its 128-byte preamble), not a RIFF WAVE', () => {
    const riff = (kind: string) =>
      Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from(kind), Buffer.alloc(16)]);
    expect(sniffFileType(riff('WEBP'))).toBe('webp');
    expect(sniffFileType(riff('WAVE'))).toBeUndefined();
    const dicom = Buffer.concat([Buffer.alloc(128), Buffer.from('DICM'), Buffer.alloc(64)]);
    expect(sniffFileType(dicom)).toBe('dicom');
    expect(sniffFileType(Buffer.concat([Buffer.alloc(127), Buffer.from('DICM')]))).toBeUndefined();
  });

  it('reads the entry names of a zip from its central directory', () => {
    expect(zipEntryNames(SAMPLE_FILES.docx)).toEqual(['[Content_Types].xml', 'word/document.xml']);
    expect(zipEntryNames(Buffer.from('not a zip at all, but long enough to scan through'))).toEqual([]);
  });
});
