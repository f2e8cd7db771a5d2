import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_FILE_TYPES,
  extensionOf,
  isAllowedType,
  isValidFileName,
  MAX_UPLOAD_BYTES,
  uploadContentType,
  uploadProblemOf,
} from '../../../domain/files/upload-rules.ts';

const pdf = { name: 'relazione.pdf', contentType: 'application/pdf', size: 1024 };

describe('upload rules', () => {
  it('allows 25 MB exactly and refuses one byte more with the Italian message', () => {
    expect(MAX_UPLOAD_BYTES).toBe(26_214_400);
    expect(uploadProblemOf({ ...pdf, size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(uploadProblemOf({ ...pdf, size: MAX_UPLOAD_BYTES + 1 })).toEqual({
      path: 'size',
      message: 'Il file supera la dimensione massima consentita (25 MB)',
    });
  });

  it('refuses an empty file', () => {
    expect(uploadProblemOf({ ...pdf, size: 0 })).toEqual({ path: 'size', message: 'Il file è vuoto' });
  });

  it.each([
    ['relazione.pdf', 'application/pdf'],
    ['foto.JPG', 'image/jpeg'],
    ['foto.jpeg', 'image/jpeg'],
    ['pianta.png', 'image/png'],
    ['render.webp', 'image/webp'],
    ['lettera.doc', 'application/msword'],
    ['lettera.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['computo.xls', 'application/vnd.ms-excel'],
    ['computo.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['slide.ppt', 'application/vnd.ms-powerpoint'],
    ['slide.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['testo.odt', 'application/vnd.oasis.opendocument.text'],
    ['foglio.ods', 'application/vnd.oasis.opendocument.spreadsheet'],
    ['pianta.dwg', 'image/vnd.dwg'],
    ['pianta.dwg', 'application/acad'],
    ['contratto.pdf.p7m', 'application/pkcs7-mime'],
    ['contratto.p7m', 'Application/X-PKCS7-MIME'],
  ])('allows %s as %s', (name, contentType) => {
    expect(uploadProblemOf({ name, contentType, size: 10 })).toBeNull();
  });

  it.each([
    ['setup.exe', 'application/x-msdownload'],
    ['pagina.html', 'text/html'],
    ['immagine.svg', 'image/svg+xml'],
    ['relazione.pdf', 'text/html'],
    ['foto.png', 'image/jpeg'],
    ['senza-estensione', 'application/pdf'],
    ['.pdf', 'application/pdf'],
  ])('refuses %s as %s with "Tipo di file non consentito"', (name, contentType) => {
    expect(uploadProblemOf({ name, contentType, size: 10 })).toEqual({
      path: 'contentType',
      message: 'Tipo di file non consentito',
    });
  });

  it('refuses blank names, path separators, control characters and names over 255 characters', () => {
    for (const name of ['', '   ', '../segreto.pdf', 'cartella\\file.pdf', 'a\u0000b.pdf', `${'a'.repeat(252)}.pdf`]) {
      expect(isValidFileName(name)).toBe(false);
      expect(uploadProblemOf({ ...pdf, name })).toEqual({ path: 'name', message: 'Il nome del file non è valido' });
    }
    expect(isValidFileName(`${'a'.repeat(251)}.pdf`)).toBe(true);
    expect(isValidFileName('Relazione è «finale».pdf')).toBe(true);
  });

  it('reads the extension in lower case, none for a dot file or a trailing dot', () => {
    expect(extensionOf('A.B.PDF')).toBe('pdf');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('file.')).toBe('');
    expect(isAllowedType('x.PDF', ' application/pdf ')).toBe(true);
  });

  it("declares the browser's type when allowed, the canonical type when the browser does not know the file", () => {
    expect(uploadContentType('pianta.dwg', '')).toBe('image/vnd.dwg');
    expect(uploadContentType('contratto.p7m', 'application/octet-stream')).toBe('application/pkcs7-mime');
    expect(uploadContentType('pianta.dwg', 'application/acad')).toBe('application/acad');
    expect(uploadContentType('foto.jpg', 'image/jpeg')).toBe('image/jpeg');
    expect(uploadContentType('foto.jpg', 'image/png')).toBeNull();
    expect(uploadContentType('virus.exe', '')).toBeNull();
  });

  it('accepts in the file picker every allowed extension and type', () => {
    const accepted = ACCEPTED_FILE_TYPES.split(',');
    for (const entry of [
      '.pdf',
      '.jpg',
      '.jpeg',
      '.png',
      '.webp',
      '.doc',
      '.docx',
      '.xls',
      '.xlsx',
      '.ppt',
      '.pptx',
      '.odt',
      '.ods',
      '.dwg',
      '.p7m',
      'application/pdf',
    ]) {
      expect(accepted).toContain(entry);
    }
    expect(accepted).not.toContain('.exe');
  });
});
