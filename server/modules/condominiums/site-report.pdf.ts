import {
  DOCUMENT_LABELS,
  STAIR_TYPOLOGY_LABELS,
  WORK_CATEGORY_LABELS,
  buildingTitle,
} from '../../../domain/construction-site/catalogue.ts';
import type { Building, CheckResult, StageResult } from '../../../domain/construction-site/schemas.ts';
import { formatDateTime, formatDay, formatMoney, formatNumber } from '../../../domain/format.ts';
import { GREEN, heading, line, MARGIN, pdfDocument, row, WIDTH, type Doc } from '../../pdf/pdf-report.ts';
import { DOCUMENT_CHECK_PREFIX } from '../../../domain/construction-site/checks.ts';
import type { ValidationSubject } from './site-validation.service.ts';

/** The validation report of a condominium's construction site for the bank, in Italian (GET .../report-pdf). */
export interface SiteReport extends ValidationSubject {
  networkName: string | null;
  projectNames: string[];
}

const orDash = (value: string | null) => value ?? '—';

function condominiumSection(doc: Doc, report: SiteReport): void {
  const { condominium } = report;
  heading(doc, 'Condominio');
  line(doc, `Nome: ${condominium.name}`);
  line(doc, `Codice fiscale: ${condominium.fiscalCode}`);
  line(
    doc,
    `Indirizzo: ${condominium.street} ${condominium.houseNumber}, ${condominium.zip} ${condominium.city} (${condominium.nation})`,
  );
  line(
    doc,
    `Amministratore: ${condominium.administratorName}${condominium.administratorEmail ? ` (${condominium.administratorEmail})` : ''}`,
  );
  if (report.networkName) line(doc, `Rete: ${report.networkName}`);
  if (report.projectNames.length > 0) line(doc, `Progetti: ${report.projectNames.join('; ')}`);
}

function buildingsSection(doc: Doc, report: SiteReport): void {
  heading(doc, 'Edifici e scale');
  if (report.buildings.length === 0) line(doc, 'Nessun edificio.');
  const widths = [90, 55, 45, 90, 50, 165];
  for (const building of report.buildings) {
    const energy = report.result.energy.find((item) => item.buildingId === building.id);
    doc.moveDown(0.3);
    doc.font('Helvetica-Bold').fontSize(11).text(buildingTitle(building.name), MARGIN);
    line(
      doc,
      `APE dichiarato: ante operam ${orDash(building.apeClassBefore)}, post operam ${orDash(building.apeClassAfter)}`,
    );
    line(
      doc,
      energy?.note ??
        `Classe stimata dal motore energetico: ante operam ${orDash(energy?.estimatedBefore ?? null)}, dopo i lavori ${orDash(energy?.estimatedAfter ?? null)}`,
    );
    if (building.stairs.length === 0) continue;
    doc.moveDown(0.2);
    row(doc, ['Scala', 'Unità', 'Piani', 'Superficie riscaldata', 'Anno', 'Tipologia'], widths, true);
    for (const stair of building.stairs) {
      row(
        doc,
        [
          stair.name,
          String(stair.units),
          String(stair.floors),
          `${formatNumber(stair.heatedAreaSqm)} m²`,
          String(stair.constructionYear),
          STAIR_TYPOLOGY_LABELS[stair.typology],
        ],
        widths,
      );
    }
  }
}

const placeOf = (buildings: readonly Building[], buildingId: string, stairId: string | null): [string, string] => {
  const building = buildings.find((item) => item.id === buildingId);
  return [
    building?.name ?? '—',
    stairId ? (building?.stairs.find((stair) => stair.id === stairId)?.name ?? '—') : 'Tutte',
  ];
};

function worksSection(doc: Doc, report: SiteReport): void {
  const { site, works, progress } = report.view;
  heading(doc, 'Cantiere e lavori');
  if (site) {
    line(doc, `Impresa esecutrice: ${site.contractor}`);
    line(
      doc,
      `Inizio lavori: ${formatDay(site.startDate)} · Fine lavori prevista: ${site.plannedEndDate ? formatDay(site.plannedEndDate) : '—'}`,
    );
  } else {
    line(doc, 'Il cantiere non è ancora aperto.');
  }
  doc.moveDown(0.3);
  const widths = [80, 60, 110, 160, 85];
  row(doc, ['Edificio', 'Scala', 'Intervento', 'Descrizione', 'Importo'], widths, true);
  for (const work of works)
    row(
      doc,
      [
        ...placeOf(report.buildings, work.buildingId, work.stairId),
        WORK_CATEGORY_LABELS[work.category],
        work.description,
        formatMoney(work.amount),
      ],
      widths,
    );
  const total = works.reduce((sum, work) => sum + work.amount, 0);
  line(doc, `Totale lavori: ${formatMoney(total)}`);
  heading(doc, 'Stati di avanzamento (SAL)');
  if (progress.length === 0) line(doc, 'Nessun SAL.');
  const salWidths = [45, 75, 90, 90, 195];
  if (progress.length > 0) row(doc, ['SAL', 'Data', 'Importo', 'Cumulato', 'Ultima modifica'], salWidths, true);
  let cumulative = 0;
  for (const sal of progress) {
    cumulative += sal.amount;
    const last = sal.history[0];
    row(
      doc,
      [
        String(sal.number),
        formatDay(sal.date),
        formatMoney(sal.amount),
        formatMoney(cumulative),
        last ? `${last.changedBy?.name ?? '—'}, ${formatDateTime(last.changedAt)}` : '—',
      ],
      salWidths,
    );
  }
}

/** A document's check is its line of the stage's documents, with the files or «mancante»: it is not listed twice. */
const isDocumentCheck = (check: CheckResult): boolean => check.code.startsWith(DOCUMENT_CHECK_PREFIX);

function stageSection(doc: Doc, stage: StageResult, report: SiteReport): void {
  doc.moveDown(0.4);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(stage.passed ? GREEN : '#c62828')
    .text(`${stage.title}: ${stage.passed ? 'superata' : 'non superata'}`, MARGIN)
    .fillColor('black');
  for (const item of stage.checks.filter((check) => !isDocumentCheck(check))) {
    line(doc, `${item.passed ? 'Superato' : 'Non superato'} - ${item.label}`);
    for (const reason of item.reasons) doc.font('Helvetica-Oblique').fontSize(9).text(`    ${reason}`, MARGIN);
  }
  const documents = report.view.documents.filter((document) => document.stageKey === stage.key);
  for (const document of documents) {
    const files = document.files.map((file) => `${file.name} (caricato il ${formatDateTime(file.uploadedAt)})`);
    line(doc, `Documento ${DOCUMENT_LABELS[document.kind]}: ${files.length === 0 ? 'mancante' : files.join('; ')}`);
  }
}

/** The report as PDF bytes: condominium, buildings, works, SALs, the checks of every stage and the documents. */
export function siteReportPdf(report: SiteReport, now: Date): Promise<Buffer> {
  const title = 'Rapporto di validazione tecnica';
  const { doc, bytes } = pdfDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${title}: ${report.condominium.name}`, Author: 'HappyWay' },
  });
  doc.font('Helvetica-Bold').fontSize(18).fillColor(GREEN).text(title, { width: WIDTH });
  doc.font('Helvetica-Bold').fontSize(14).fillColor('black').text(report.condominium.name);
  line(doc, `Generato il ${formatDateTime(now)}`);
  doc.moveDown(0.3);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(report.result.passed ? GREEN : '#c62828')
    .text(report.result.passed ? 'Esito: validazione superata' : 'Esito: validazione non superata', MARGIN)
    .fillColor('black');
  condominiumSection(doc, report);
  buildingsSection(doc, report);
  worksSection(doc, report);
  heading(doc, 'Verifiche e documenti per fase');
  for (const stage of report.result.stages) stageSection(doc, stage, report);
  doc.end();
  return bytes;
}
