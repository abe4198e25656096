import { describe, expect, it } from 'vitest';
import { attachmentDisposition, safeFileName } from './names.js';

describe('safeFileName', () => {
  it('keeps an ordinary name and its extension', () => {
    expect(safeFileName('CBC report.pdf', 'pdf')).toBe('CBC report.pdf');
    expect(safeFileName('scan.JPEG', 'jpeg')).toBe('scan.JPEG');
  });

  it('drops folders, control and quote characters', () => {
    expect(safeFileName('C:\\Users\\amy\\..\\report.pdf', 'pdf')).toBe('report.pdf');
    expect(safeFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(safeFileName('a"b\u0000c\r\n.pdf', 'pdf')).toBe('abc.pdf');
    expect(safeFileName('...', 'pdf')).toBe('file.pdf');
    expect(safeFileName(undefined, 'png')).toBe('file.png');
  });

  it('names the file after what its content is', () => {
    expect(safeFileName('x-ray.png', 'pdf')).toBe('x-ray.pdf');
    expect(safeFileName('results', 'docx')).toBe('results.docx');
    expect(safeFileName('v1.2 results', 'doc')).toBe('v1.2 results.doc');
  });

  it('keeps names short', () => {
    const name = safeFileName(`${'a'.repeat(400)}.pdf`, 'pdf');
    expect(name.length).toBe(150);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact name', () => {
    expect(attachmentDisposition('Résultat 100%.pdf')).toBe(
      `attachment; filename="Resultat 100_.pdf"; filename*=UTF-8''R%C3%A9sultat%20100%25.pdf`,
    );
  });
});
