import { formatKgCo2e, formatQuantity, formatYears } from '../../../domain/carbon/format.ts';
import type { FootprintResult } from '../../../domain/carbon/footprint.ts';
import type { FootprintInput } from '../../../domain/carbon/input.ts';
import { ENERGY_EMISSION_FACTORS, ITALIAN_HOUSEHOLD, MATERIAL_EMISSION_FACTORS } from '../../../domain/energy/emission-factors.ts';
import { formatDay, formatMoney } from '../../../domain/format.ts';
import { GREEN, heading, line, MARGIN, pdfDocument, row, WIDTH, type Doc } from '../../pdf/pdf-report.ts';
import { label } from './carbon-report-labels.ts';

export type ReportFootprint = {
  name: string;
  projectName: string | null;
  authorName: string;
  createdAt: string;
  input: FootprintInput;
  result: FootprintResult;
};

/** "12 famiglie italiane tipo", "1 famiglia italiana tipo". */
const households = (count: number) => label('result.benchmarkBuilding', { count });

/** Horizontal bars, one per labelled value, scaled on the largest. */
function bars(doc: Doc, items: readonly { label: string; kg: number }[]): void {
  const max = Math.max(1, ...items.map((item) => item.kg));
  for (const item of items) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(9).fillColor('black').text(item.label, MARGIN, y, { width: 150 });
    doc.rect(MARGIN + 155, y, Math.max(1, (item.kg / max) * 250), 10).fill(GREEN);
    doc.fillColor('black').text(formatKgCo2e(item.kg), MARGIN + 410, y, { width: 85, align: 'right' });
    doc.x = MARGIN;
    doc.y = y + 16;
  }
}

function useSection(doc: Doc, { input, result }: ReportFootprint): void {
  heading(doc, label('report.use'));
  const widths = [150, 170, 85, 90];
  row(doc, [label('report.columns.source'), label('report.columns.quantity'), label('report.columns.factor'), label('report.columns.emissions')], widths, true);
  for (const item of result.lines) {
    const euro = item.fromEuro
      ? ` (${label('report.fromEuro', { amount: formatMoney(item.fromEuro.amountCents), tariff: formatQuantity(item.fromEuro.centsPerUnit, 4), unit: item.unit })})`
      : '';
    row(doc, [
      label(`values.source.${item.source}`),
      `${formatQuantity(item.quantity)} ${item.unit}${euro}`,
      formatQuantity(ENERGY_EMISSION_FACTORS[item.source].kgCo2ePerKwh, 4),
      formatQuantity(item.kgCo2e, 0),
    ], widths);
  }
  doc.moveDown(0.4);
  line(doc, `${label('result.total')}: ${formatKgCo2e(result.totalKgCo2e)}`);
  line(doc, `${label('result.perSqm')}: ${formatKgCo2e(result.perSqmKgCo2e)} · ${label('result.perPerson')}: ${formatKgCo2e(result.perPersonKgCo2e)}`);
  line(doc, `${households(input.dwellings)}: ${formatKgCo2e(result.benchmark.buildingKgCo2e)}`);
  if (result.photovoltaicAvoidedKgCo2e > 0) line(doc, label('result.photovoltaicAvoided', { value: formatKgCo2e(result.photovoltaicAvoidedKgCo2e) }));
  doc.moveDown(0.5);
  bars(doc, [
    ...result.lines.map((item) => ({ label: label(`values.source.${item.source}`), kg: item.kgCo2e })),
    { label: households(input.dwellings), kg: result.benchmark.buildingKgCo2e },
  ]);
}

function renovationSection(doc: Doc, renovation: NonNullable<FootprintResult['renovation']>, before: number): void {
  heading(doc, label('report.renovation'));
  for (const measure of renovation.measures) {
    line(doc, `${measure.label ?? label(`values.measure.${measure.type}`)}: ${label('result.saved').toLowerCase()} ${formatKgCo2e(measure.savedKgCo2ePerYear)}`);
  }
  for (const material of renovation.materials) {
    const name = material.material === null ? material.label ?? '' : `${label(`values.material.${material.material}`)}, ${formatQuantity(material.kg ?? 0, 0)} kg`;
    line(doc, `${name}: ${formatKgCo2e(material.kgCo2e)}`);
  }
  doc.moveDown(0.4);
  line(doc, `${label('result.saved')}: ${formatKgCo2e(renovation.savedKgCo2ePerYear)}`);
  line(doc, `${label('result.works')}: ${formatKgCo2e(renovation.worksKgCo2e)}`);
  line(doc, `${label('result.payback')}: ${renovation.paybackYears === null ? label('result.never') : formatYears(renovation.paybackYears)}`);
  doc.moveDown(0.5);
  bars(doc, [{ label: label('result.before'), kg: before }, { label: label('result.after'), kg: renovation.afterKgCo2e }]);
}

function sourcesSection(doc: Doc, { input, result }: ReportFootprint): void {
  heading(doc, label('result.sources'));
  for (const item of input.consumption) {
    const factor = ENERGY_EMISSION_FACTORS[item.source];
    line(doc, `${label(`values.source.${item.source}`)}: ${factor.sourceValue}, ${factor.source} (${String(factor.year)}, ${label(`values.evidence.${factor.evidence}`)})`);
  }
  for (const material of result.renovation?.materials ?? []) {
    if (material.material === null) continue;
    const factor = MATERIAL_EMISSION_FACTORS[material.material];
    line(doc, `${label(`values.material.${material.material}`)}: ${formatQuantity(factor.kgCo2ePerKg, 4)} kg CO2e/kg, ${factor.source} (${String(factor.year)})`);
  }
  line(doc, `${label('result.benchmark')}: ${ITALIAN_HOUSEHOLD.source}`);
  doc.moveDown(0.4);
  line(doc, label('report.method'));
}

/** The Italian PDF report of a saved footprint, as bytes. */
export function footprintReport(footprint: ReportFootprint, now: Date): Promise<Buffer> {
  const { doc, bytes } = pdfDocument({ size: 'A4', margin: MARGIN, info: { Title: `${label('report.title')}: ${footprint.name}` } });
  doc.font('Helvetica-Bold').fontSize(18).fillColor(GREEN).text(label('report.title'), { width: WIDTH });
  doc.font('Helvetica-Bold').fontSize(14).fillColor('black').text(footprint.name);
  line(doc, label('report.generated', { date: formatDay(now) }));
  doc.moveDown(0.3);
  line(doc, label('scope'));
  doc.moveDown(0.5);
  line(doc, `${label('report.building')}: ${label(`values.buildingKind.${footprint.input.buildingKind}`)}, ${formatQuantity(footprint.input.heatedAreaSqm, 0)} m², ${label('detail.occupants', { count: footprint.input.occupants })}, ${label('detail.dwellings', { count: footprint.input.dwellings })}`);
  if (footprint.projectName) line(doc, `${label('report.project')}: ${footprint.projectName}`);
  line(doc, `${label('report.author')}: ${footprint.authorName} · ${label('fields.createdAt')} ${formatDay(footprint.createdAt)}`);
  useSection(doc, footprint);
  if (footprint.result.renovation) renovationSection(doc, footprint.result.renovation, footprint.result.totalKgCo2e);
  sourcesSection(doc, footprint);
  doc.end();
  return bytes;
}
