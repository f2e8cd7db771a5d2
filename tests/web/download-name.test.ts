import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from '../../server/files/content-disposition.ts';
import { serverFileName } from '../../src/hooks/use-api.ts';

describe("a download's file name", () => {
  it("is the server's name with its accents, as the completions CSV gives it", () => {
    expect(serverFileName(attachmentDisposition("completamenti - Qualità dell'aria in casa.csv"))).toBe(
      "completamenti - Qualità dell'aria in casa.csv",
    );
    expect(serverFileName(attachmentDisposition('completamenti - Efficienza energetica in condominio.csv'))).toBe(
      'completamenti - Efficienza energetica in condominio.csv',
    );
  });

  it('falls back on the plain name, and on nothing without a header', () => {
    expect(serverFileName('attachment; filename="report.pdf"')).toBe('report.pdf');
    expect(serverFileName('attachment; filename="x_.csv"; filename*=UTF-8\'\'%E0%A4%A')).toBe('x_.csv');
    expect(serverFileName(undefined)).toBeNull();
  });
});
