import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { appRoles, type AppRoleName } from '../../domain/auth/roles.ts';
import { MAX_UPLOAD_BYTES } from '../../domain/files/upload-rules.ts';
import type { ProfessionalCategory, ProjectStatus, ProjectType } from '../../domain/projects/catalogue.ts';
import { newStorageKey, type FileStore } from '../files/file-store.ts';
import type { Transaction } from '../db/client.ts';
import { tinyPdf } from './pdf.ts';
import {
  apartmentTypes,
  networks,
  profiles,
  projectRoles,
  projects,
  projectStatusChanges,
  repositoryObjects,
  userRoles,
} from '../db/schema/index.ts';

const DAY_MS = 86_400_000;

/** The second demo network and its people (profiles without a login: they exist to be assigned, listed and hidden). */
const adriaNetwork = {
  name: 'Rete Adriatica',
  code: 'ADRIA2026',
  description: 'Seconda rete dimostrativa, per i progetti di altre reti.',
};
const adriaPeople: readonly { key: Person; email: string; firstName: string; lastName: string; role: AppRoleName }[] = [
  {
    key: 'adriaHub',
    email: 'capohub.adriatica@demo.example',
    firstName: 'Stefano',
    lastName: 'Villa',
    role: 'HubHead',
  },
  {
    key: 'adriaDesigner',
    email: 'laura.fontana@demo.example',
    firstName: 'Laura',
    lastName: 'Fontana',
    role: 'Designer',
  },
  {
    key: 'adriaStudio',
    email: 'studio.serra@demo.example',
    firstName: 'Giorgio',
    lastName: 'Serra',
    role: 'HWDesigner',
  },
];

type Person = 'designer' | 'hubhead' | 'specialist' | 'backoffice' | 'adriaHub' | 'adriaDesigner' | 'adriaStudio';
type Network = 'demo' | 'adria';

interface DemoProject {
  name: string;
  description: string;
  type: ProjectType;
  status: ProjectStatus;
  network: Network;
  assignee: Person | null;
  category: ProfessionalCategory | null;
  /** The name of one of `demoApartmentTypes` (home projects only). */
  apartmentType?: string;
  /** Integer cents. */
  amount: number | null;
  financing: number | null;
  daysAgo: number;
  roles: readonly (readonly [Person, string])[];
  documents: readonly ('attachment' | 'verification')[];
  parent?: string;
}

const streets = [
  'Via Garibaldi 12',
  'Corso Italia 45',
  'Via Manzoni 8',
  'Viale dei Mille 21',
  'Via Dante 3',
  'Piazza Cavour 7',
  'Via Verdi 19',
  'Via Mazzini 64',
  'Corso Vittorio Emanuele 102',
  'Via Roma 230',
  'Via San Francesco 5',
  'Viale Europa 88',
  'Via Leopardi 14',
  'Via Carducci 27',
  'Via dei Tigli 9',
  'Via Marconi 51',
];
const families = ['Bianchi', 'Colombo', 'Ricci', 'Marini', 'Gallo', 'Fabbri', 'Testa', 'Barbieri'];
const works = [
  'cappotto termico, sostituzione degli infissi e nuova centrale termica a condensazione',
  'pompa di calore aria-acqua, impianto fotovoltaico da 6 kWp e accumulo',
  'isolamento della copertura, solare termico e valvole termostatiche',
  'riqualificazione della facciata, sostituzione dei serramenti e ventilazione meccanica',
];
/** The demo catalogue of apartment types; the home projects name one each. */
const demoApartmentTypes = [
  {
    name: 'Bilocale',
    typology: 'apartment',
    typicalAreaSqm: 55,
    description: 'Soggiorno con angolo cottura, una camera e un bagno.',
  },
  {
    name: 'Trilocale',
    typology: 'apartment',
    typicalAreaSqm: 85,
    description: 'Soggiorno, cucina abitabile, due camere e un bagno.',
  },
  {
    name: 'Villetta a schiera',
    typology: 'terraced',
    typicalAreaSqm: 130,
    description: 'Su due piani, con giardino privato e box auto.',
  },
  { name: 'Attico', typology: 'attic', typicalAreaSqm: 110, description: "All'ultimo piano, con ampio terrazzo." },
] as const;

const cycle: readonly ProjectStatus[] = [
  'Draft',
  'Submitted',
  'InProgress',
  'InProgress',
  'Completed',
  'Verified',
  'Cancelled',
  'InProgress',
];
const categories: readonly ProfessionalCategory[] = [
  'Engineer',
  'Architect',
  'Surveyor',
  'StructuralEngineer',
  'Expert',
];

/** 28 condominium and home projects over both networks and every status, then the bank-service pair. */
function demoProjects(): DemoProject[] {
  const list: DemoProject[] = [];
  for (let index = 0; index < 28; index += 1) {
    const network: Network = index % 3 === 2 ? 'adria' : 'demo';
    const status = cycle[index % cycle.length] ?? 'Draft';
    const type: ProjectType = index % 4 === 3 ? 'Home' : 'Condominium';
    const street = streets[index % streets.length] ?? '';
    const demoAssignee: Person | null = status === 'Draft' && index % 2 === 0 ? null : 'designer';
    const amount = index % 7 === 0 ? null : (40_000 + ((index * 37_911) % 900_000)) * 100 + 50;
    const roles: (readonly [Person, string])[] = [];
    if (index % 4 === 1) roles.push(['specialist', 'coach']);
    if (network === 'demo' && index % 6 === 0) roles.push(['hubhead', 'ntwmanager']);
    if (network === 'demo' && index % 5 === 2) roles.push(['backoffice', 'ufficiopratiche']);
    const designerDocuments = network === 'demo' && demoAssignee === 'designer';
    list.push({
      name:
        type === 'Condominium'
          ? `Condominio ${street}`
          : `Abitazione ${families[index % families.length] ?? ''} - ${street}`,
      description: `Riqualificazione energetica: ${works[index % works.length] ?? ''}.`,
      type,
      status,
      network,
      assignee: network === 'demo' ? demoAssignee : index % 2 === 0 ? 'adriaDesigner' : 'adriaStudio',
      category: categories[index % categories.length] ?? null,
      ...(type === 'Home' && {
        apartmentType: demoApartmentTypes[Math.floor(index / 4) % demoApartmentTypes.length]?.name,
      }),
      amount,
      financing: amount === null ? null : Math.round(amount * 0.65),
      daysAgo: 12 + index * 9,
      roles,
      documents: !designerDocuments
        ? []
        : status === 'Verified' || (status === 'Completed' && index % 16 === 4)
          ? ['attachment', 'verification']
          : status === 'InProgress' || status === 'Completed'
            ? ['attachment']
            : [],
    });
  }
  const bankService = 'Validazione tecnica mutuo - Condominio Via Manzoni 8';
  list.push(
    {
      name: bankService,
      description: 'Validazione tecnica per la banca del progetto di riqualificazione, con sopralluogo e perizia.',
      type: 'TechValidation',
      status: 'InProgress',
      network: 'demo',
      assignee: 'designer',
      category: 'Expert',
      amount: 25_000_000,
      financing: 20_000_000,
      daysAgo: 20,
      roles: [['specialist', 'personalassistant']],
      documents: ['attachment'],
    },
    {
      name: 'Perizia integrativa - Condominio Via Manzoni 8',
      description: 'Perizia integrativa richiesta dalla banca sullo stato avanzamento lavori.',
      type: 'TechValidation',
      status: 'Submitted',
      network: 'demo',
      assignee: 'designer',
      category: 'Expert',
      amount: 8_000_000,
      financing: 8_000_000,
      daysAgo: 6,
      roles: [],
      documents: [],
      parent: bankService,
    },
    {
      name: 'Validazione tecnica mutuo - Abitazione Gallo',
      description: 'Validazione tecnica per la banca di una ristrutturazione unifamiliare.',
      type: 'TechValidation',
      status: 'Submitted',
      network: 'adria',
      assignee: 'adriaDesigner',
      category: 'Surveyor',
      amount: 12_000_000,
      financing: 9_000_000,
      daysAgo: 15,
      roles: [],
      documents: [],
    },
  );
  return list;
}

/** The statuses a project went through to reach `status`, and who moved it each time. */
function pathTo(status: ProjectStatus, project: DemoProject, hubHead: Person): [ProjectStatus, Person][] {
  const forward: [ProjectStatus, Person][] = [
    ['Draft', hubHead],
    ['Submitted', hubHead],
    ['InProgress', hubHead],
    ['Completed', project.assignee ?? 'backoffice'],
    ['Verified', 'backoffice'],
  ];
  if (status === 'Cancelled') return [...forward.slice(0, 2), ['Cancelled', 'backoffice']];
  return forward.slice(0, forward.findIndex(([step]) => step === status) + 1);
}

async function storeDocument(store: FileStore, text: string): Promise<{ storageKey: string; size: number }> {
  const bytes = tinyPdf(text);
  const received = await store.receive(Readable.from([bytes]), MAX_UPLOAD_BYTES);
  const storageKey = newStorageKey();
  await received.commit(storageKey);
  return { storageKey, size: bytes.length };
}

/**
 * The demo projects: a second network with its hub head and two professionals, then about thirty projects over both
 * networks, every status, type and a bank-service project with a child, their history, people with roles (the
 * specialist on some), the apartment types of the catalogue (the home projects name one) and, when a file store is
 * given, a few small PDF documents (end-of-project verifications too).
 */
export async function seedDemoProjects(
  tx: Transaction,
  demoNetworkId: string,
  demoProfiles: ReadonlyMap<string, string>,
  store: FileStore | undefined,
): Promise<void> {
  const [adria] = await tx.insert(networks).values(adriaNetwork).returning({ id: networks.id });
  if (!adria) throw new Error('demo network not inserted');
  const people = new Map<Person, string>();
  for (const [key, email] of [
    ['designer', 'designer'],
    ['hubhead', 'hubhead'],
    ['specialist', 'specialist'],
    ['backoffice', 'backoffice'],
  ] as const) {
    const id = demoProfiles.get(`${email}@demo.example`);
    if (!id) throw new Error(`demo profile ${email} missing`);
    people.set(key, id);
  }
  for (const person of adriaPeople) {
    const [profile] = await tx
      .insert(profiles)
      .values({
        subject: randomUUID(),
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        networkId: adria.id,
        userType: person.role === 'HubHead' ? 'Basic' : 'Designer',
      })
      .returning({ id: profiles.id });
    if (!profile) throw new Error('demo profile not inserted');
    await tx.insert(userRoles).values({ profileId: profile.id, roleId: appRoles[person.role], status: 'Active' });
    people.set(person.key, profile.id);
  }
  const idOf = (person: Person) => people.get(person) ?? null;
  const typeRows = await tx
    .insert(apartmentTypes)
    .values(demoApartmentTypes.map((type) => ({ ...type })))
    .returning({ id: apartmentTypes.id, name: apartmentTypes.name });
  const apartmentTypeIds = new Map(typeRows.map((type) => [type.name, type.id]));
  const now = Date.now();
  const projectIds = new Map<string, string>();
  for (const project of demoProjects()) {
    const hubHead: Person = project.network === 'demo' ? 'hubhead' : 'adriaHub';
    const createdAt = new Date(now - project.daysAgo * DAY_MS);
    const steps = pathTo(project.status, project, hubHead);
    const [row] = await tx
      .insert(projects)
      .values({
        name: project.name,
        description: project.description,
        type: project.type,
        status: project.status,
        networkId: project.network === 'demo' ? demoNetworkId : adria.id,
        assigneeId: project.assignee ? idOf(project.assignee) : null,
        professionalCategory: project.category,
        apartmentTypeId: project.apartmentType ? (apartmentTypeIds.get(project.apartmentType) ?? null) : null,
        amount: project.amount,
        financing: project.financing,
        parentId: project.parent ? (projectIds.get(project.parent) ?? null) : null,
        createdBy: idOf(hubHead),
        createdAt,
        receivedAt: new Date(Math.floor(createdAt.getTime() / DAY_MS) * DAY_MS - 2 * DAY_MS),
        updatedAt: new Date(createdAt.getTime() + (steps.length - 1) * 2 * DAY_MS),
      })
      .returning({ id: projects.id });
    if (!row) throw new Error('demo project not inserted');
    projectIds.set(project.name, row.id);
    await tx.insert(projectStatusChanges).values(
      steps.map(([status, by], step) => ({
        projectId: row.id,
        fromStatus: step === 0 ? null : (steps[step - 1]?.[0] ?? null),
        toStatus: status,
        changedBy: idOf(by),
        changedAt: new Date(createdAt.getTime() + step * 2 * DAY_MS),
      })),
    );
    for (const [person, role] of project.roles) {
      await tx.insert(projectRoles).values({
        projectId: row.id,
        profileId: idOf(person) ?? '',
        role,
        assignedBy: idOf('backoffice'),
        assignedAt: createdAt,
      });
    }
    if (!store) continue;
    for (const category of project.documents) {
      const name = category === 'verification' ? 'Verbale di fine lavori.pdf' : 'Relazione tecnica.pdf';
      const stored = await storeDocument(
        store,
        `${category === 'verification' ? 'Verbale di fine lavori' : 'Relazione tecnica'} - ${project.name}`,
      );
      await tx.insert(repositoryObjects).values({
        entityType: 'Project',
        entityId: row.id,
        name,
        meta: { category },
        contentType: 'application/pdf',
        ...stored,
        uploadedBy: idOf('designer'),
        createdAt,
        uploadedAt: createdAt,
      });
    }
  }
}
