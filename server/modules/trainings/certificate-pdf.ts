import PDFDocument from 'pdfkit';
import { formatDay } from '../../../domain/format.ts';

export interface CertificateContent {
  holderName: string;
  moduleTitle: string;
  completedAt: Date;
  code: string;
  /** The public page that confirms the code. */
  verificationUrl: string;
}

/** The certificate as a one-page A4 landscape PDF in Italian (pdfkit's standard fonts carry the accented letters). */
export function renderCertificate(content: CertificateContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 56,
    info: { Title: `Attestato - ${content.moduleTitle}`, Author: 'HappyWay', Subject: 'Attestato di completamento' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });
  const width = doc.page.width - 112;
  doc
    .rect(28, 28, doc.page.width - 56, doc.page.height - 56)
    .lineWidth(2)
    .stroke('#1b5e20');
  doc
    .moveDown(2)
    .font('Helvetica-Bold')
    .fontSize(30)
    .fillColor('#1b5e20')
    .text('Attestato di completamento', { align: 'center', width });
  doc
    .moveDown(1.5)
    .font('Helvetica')
    .fontSize(16)
    .fillColor('#000000')
    .text('Si attesta che', { align: 'center', width });
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(26).text(content.holderName, { align: 'center', width });
  doc
    .moveDown(0.6)
    .font('Helvetica')
    .fontSize(16)
    .text('ha completato il modulo formativo', { align: 'center', width });
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(20).text(content.moduleTitle, { align: 'center', width });
  doc
    .moveDown(0.6)
    .font('Helvetica')
    .fontSize(16)
    .text(`in data ${formatDay(content.completedAt)}`, { align: 'center', width });
  doc.moveDown(2.5).fontSize(12).text(`Codice di verifica: ${content.code}`, { align: 'center', width });
  doc
    .moveDown(0.3)
    .fontSize(10)
    .fillColor('#444444')
    .text(`Verifica l'autenticità dell'attestato su ${content.verificationUrl}`, {
      align: 'center',
      width,
      link: content.verificationUrl,
    });
  doc.end();
  return done;
}
