import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { appRoles, type AppRoleName } from '../../domain/auth/roles.ts';
import type { ProfessionalCategory } from '../../domain/rules/user-types.ts';
import type { Transaction } from '../db/client.ts';
import {
  designerProfiles,
  networks,
  networkSkills,
  organizations,
  profileSkills,
  profiles,
  skills,
  userRoles,
} from '../db/schema/index.ts';

interface DemoPerson {
  firstName: string;
  lastName: string;
  role: AppRoleName;
  network: 'DEMO2026' | 'ADRIA2026' | null;
  firm: string;
  city: string;
  province: string;
  category: ProfessionalCategory;
  skills: readonly string[];
  agora: boolean;
}

/**
 * Professionals and specialists without a login, so that the directories, the agora and the members lists are not
 * empty.
 */
export const demoPeople: readonly DemoPerson[] = [
  {
    firstName: 'Giulia',
    lastName: 'Bianchi',
    role: 'Designer',
    network: 'DEMO2026',
    firm: 'Studio Bianchi Architetti',
    city: 'Torino',
    province: 'TO',
    category: 'Architect',
    skills: ['RevitArchitecture', 'PM'],
    agora: true,
  },
  {
    firstName: 'Marco',
    lastName: 'Ferrari',
    role: 'Designer',
    network: 'DEMO2026',
    firm: 'Ferrari Ingegneria',
    city: 'Milano',
    province: 'MI',
    category: 'Engineer',
    skills: ['GestioneAppalti'],
    agora: true,
  },
  {
    firstName: 'Elena',
    lastName: 'Russo',
    role: 'HWDesigner',
    network: 'DEMO2026',
    firm: 'Russo Geometri Associati',
    city: 'Asti',
    province: 'AT',
    category: 'Surveyor',
    skills: ['RedazionePerizie'],
    agora: false,
  },
  {
    firstName: 'Paolo',
    lastName: 'Colombo',
    role: 'Designer',
    network: 'DEMO2026',
    firm: 'Colombo Strutture',
    city: 'Torino',
    province: 'TO',
    category: 'StructuralEngineer',
    skills: ['PM', 'RedazionePerizie'],
    agora: true,
  },
  {
    firstName: 'Sara',
    lastName: 'Ricci',
    role: 'Designer',
    network: 'ADRIA2026',
    firm: 'Ricci Progetti',
    city: 'Pescara',
    province: 'PE',
    category: 'Architect',
    skills: ['ArcView'],
    agora: true,
  },
  {
    firstName: 'Davide',
    lastName: 'Marino',
    role: 'Designer',
    network: 'ADRIA2026',
    firm: 'Marino Consulenze',
    city: 'Ancona',
    province: 'AN',
    category: 'BusinessConsultant',
    skills: ['GestioneAppalti', 'PM'],
    agora: true,
  },
  {
    firstName: 'Chiara',
    lastName: 'Greco',
    role: 'Designer',
    network: 'ADRIA2026',
    firm: 'Greco Periti',
    city: 'Bari',
    province: 'BA',
    category: 'Expert',
    skills: ['RedazionePerizie'],
    agora: false,
  },
  {
    firstName: 'Andrea',
    lastName: 'Conti',
    role: 'Specialist',
    network: null,
    firm: 'Conti Energia',
    city: 'Bologna',
    province: 'BO',
    category: 'Engineer',
    skills: ['PM'],
    agora: false,
  },
  {
    firstName: 'Francesca',
    lastName: 'Gallo',
    role: 'Specialist',
    network: null,
    firm: 'Gallo Efficienza',
    city: 'Firenze',
    province: 'FI',
    category: 'Architect',
    skills: ['RevitArchitecture'],
    agora: false,
  },
];

/** Seeds the demo directory people after both demo networks exist; skills by the catalogue's codes. */
export async function seedDemoDirectory(tx: Transaction): Promise<void> {
  const networkRows = await tx
    .select({ id: networks.id, code: networks.code })
    .from(networks)
    .where(inArray(networks.code, ['DEMO2026', 'ADRIA2026']));
  const skillRows = await tx.select({ id: skills.id, code: skills.code }).from(skills);
  const skillId = (code: string) => skillRows.find((skill) => skill.code === code)?.id;
  for (const [index, person] of demoPeople.entries()) {
    const [organization] = await tx
      .insert(organizations)
      .values({
        name: person.firm,
        city: person.city,
        province: person.province,
        street: 'Via Garibaldi',
        houseNumber: String(10 + index),
        zip: '10100',
        nation: 'Italia',
        phone: `011555${String(1000 + index)}`,
        publicDescription: `${person.firm}: riqualificazione energetica di condomini e abitazioni.`,
      })
      .returning({ id: organizations.id });
    if (!organization) throw new Error('demo organization not inserted');
    const networkId = networkRows.find((row) => row.code === person.network)?.id ?? null;
    const [profile] = await tx
      .insert(profiles)
      .values({
        subject: randomUUID(),
        email: `${person.firstName}.${person.lastName}@demo.example`.toLowerCase(),
        firstName: person.firstName,
        lastName: person.lastName,
        phone: `34712340${String(10 + index)}`,
        fiscalCode: null,
        userType: person.role === 'Specialist' ? 'Basic' : 'Designer',
        networkId,
        organizationId: organization.id,
        agoraVisible: person.agora,
        bio: `${person.firstName} lavora da anni sulla riqualificazione degli edifici.`,
      })
      .returning({ id: profiles.id });
    if (!profile) throw new Error('demo profile not inserted');
    await tx.insert(userRoles).values({ profileId: profile.id, roleId: appRoles[person.role], status: 'Active' });
    await tx.insert(designerProfiles).values({
      profileId: profile.id,
      professionalCategory: person.category,
      yearsOfExperience: 5 + index,
      employeesNumber: index % 4,
    });
    const ids = person.skills.flatMap((code) => {
      const id = skillId(code);
      return id ? [id] : [];
    });
    if (ids.length > 0)
      await tx.insert(profileSkills).values(ids.map((id) => ({ profileId: profile.id, skillId: id })));
  }
  const demo = networkRows.find((row) => row.code === 'DEMO2026');
  const networkSkillIds = ['RevitArchitecture', 'PM', 'GestioneAppalti'].flatMap((code) => {
    const id = skillId(code);
    return id ? [id] : [];
  });
  if (demo && networkSkillIds.length > 0)
    await tx.insert(networkSkills).values(networkSkillIds.map((id) => ({ networkId: demo.id, skillId: id })));
  await tx.update(profiles).set({ agoraVisible: true }).where(eq(profiles.email, 'laura.fontana@demo.example'));
}
