import PDFDocument from 'pdfkit';

/**
 * The drawing helpers of the server's Italian PDF reports (carbon footprint, construction-site validation) and the
 * certificates: an A4 document collected into bytes, headings, lines and table rows in pdfkit's standard fonts, which
 * carry the accented letters, the euro sign and the guillemets.
 */
export type Doc = InstanceType<typeof PDFDocument>;

export const MARGIN = 50;
export const WIDTH = 495;
export const GREEN = '#2e7d32';

/** A new document and the promise of its bytes once `doc.end()` is called. */
export function pdfDocument(options: PDFKit.PDFDocumentOptions): { doc: Doc; bytes: Promise<Buffer> } {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });
  return { doc, bytes };
}

export const heading = (doc: Doc, text: string) =>
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor('black').text(text, MARGIN).moveDown(0.3);
export const line = (doc: Doc, text: string) =>
  doc.font('Helvetica').fontSize(10).fillColor('black').text(text, MARGIN);

/** One row of a table: each cell in its column width, the next row below the tallest cell. */
export function row(doc: Doc, cells: readonly string[], widths: readonly number[], bold = false): void {
  if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
  const y = doc.y;
  let x = MARGIN;
  let bottom = y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  cells.forEach((cell, index) => {
    doc.text(cell, x, y, { width: (widths[index] ?? 0) - 6 });
    bottom = Math.max(bottom, doc.y);
    x += widths[index] ?? 0;
  });
  doc.x = MARGIN;
  doc.y = bottom;
  doc.moveDown(0.4);
}
