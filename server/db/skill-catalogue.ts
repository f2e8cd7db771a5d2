import { sql } from 'drizzle-orm';
import { PROFESSIONAL_SKILLS } from '../../domain/rules/user-types.ts';
import type { Database } from './client.ts';
import { skillCategories, skills } from './schema/index.ts';

interface CatalogueCategory {
  code: string;
  name: string;
  skills: readonly { code: string; name: string }[];
}

const spec = (code: keyof typeof PROFESSIONAL_SKILLS) => ({ code, name: PROFESSIONAL_SKILLS[code] });

/**
 * The skill catalogue of GET /profile/skill: the professional skills of spec section 3 (Revit Architecture, ArcView,
 * contract and project management, appraisals) and what a renovation and energy-efficiency network does every day.
 * Codes are stable keys; names may be reworded here and are updated on the next start.
 */
export const skillCatalogue: readonly CatalogueCategory[] = [
  {
    code: 'DesignSoftware',
    name: 'Progettazione e software',
    skills: [
      spec('RevitArchitecture'),
      spec('ArcView'),
      { code: 'EnergySimulation', name: 'Simulazione energetica degli edifici' },
      { code: 'Bim', name: 'Modellazione BIM' },
    ],
  },
  {
    code: 'Management',
    name: 'Gestione e direzione dei lavori',
    skills: [
      spec('GestioneAppalti'),
      spec('PM'),
      spec('RedazionePerizie'),
      { code: 'WorksDirection', name: 'Direzione lavori' },
      { code: 'SafetyCoordination', name: 'Coordinamento della sicurezza in cantiere' },
    ],
  },
  {
    code: 'EnergyEfficiency',
    name: 'Efficienza energetica',
    skills: [
      { code: 'EnergyCertificate', name: 'Attestato di prestazione energetica (APE)' },
      { code: 'EnergyAudit', name: 'Diagnosi energetica' },
      { code: 'Thermography', name: 'Termografia e analisi dei ponti termici' },
      { code: 'ThermalInsulation', name: 'Isolamento termico e cappotto' },
      { code: 'WindowReplacement', name: 'Sostituzione dei serramenti' },
    ],
  },
  {
    code: 'Systems',
    name: 'Impianti',
    skills: [
      { code: 'HeatPumps', name: 'Pompe di calore' },
      { code: 'CondensingBoilers', name: 'Caldaie a condensazione e impianti termici' },
      { code: 'Photovoltaics', name: 'Impianti fotovoltaici e accumulo' },
      { code: 'SolarThermal', name: 'Solare termico' },
      { code: 'BuildingAutomation', name: 'Building automation e contabilizzazione del calore' },
    ],
  },
  {
    code: 'IncentivesAndPermits',
    name: 'Incentivi e pratiche',
    skills: [
      { code: 'TaxDeductions', name: 'Detrazioni fiscali (Ecobonus, Bonus casa)' },
      { code: 'ContoTermico', name: 'Conto Termico' },
      { code: 'SeismicBonus', name: 'Miglioramento sismico (Sismabonus)' },
      { code: 'BuildingPermits', name: 'Pratiche edilizie (CILA, SCIA)' },
      { code: 'CondominiumMeetings', name: 'Assemblee condominiali e delibere dei lavori' },
    ],
  },
];

/** Keeps the catalogue in step on every start: new categories and skills appear, renamed ones are updated. */
export async function upsertSkillCatalogue(db: Database): Promise<void> {
  const categories = await db
    .insert(skillCategories)
    .values(skillCatalogue.map(({ code, name }) => ({ code, name })))
    .onConflictDoUpdate({ target: skillCategories.code, set: { name: sql`excluded.name` } })
    .returning({ id: skillCategories.id, code: skillCategories.code });
  const categoryIds = new Map(categories.map((row) => [row.code, row.id]));
  const rows = skillCatalogue.flatMap((category) =>
    category.skills.map((skill) => {
      const categoryId = categoryIds.get(category.code);
      if (!categoryId) throw new Error(`skill category ${category.code} not stored`);
      return { ...skill, categoryId };
    }),
  );
  await db
    .insert(skills)
    .values(rows)
    .onConflictDoUpdate({
      target: skills.code,
      set: { name: sql`excluded.name`, categoryId: sql`excluded.category_id` },
    });
}
