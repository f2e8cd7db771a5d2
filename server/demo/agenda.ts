import { inArray } from 'drizzle-orm';
import type { OpportunityStatus } from '../../domain/opportunities/statuses.ts';
import type { Transaction } from '../db/client.ts';
import {
  appointmentParticipants,
  appointments,
  opportunities,
  opportunityStatusChanges,
  profiles,
} from '../db/schema/index.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface DemoOpportunity {
  creator: string;
  title: string;
  description: string;
  /** Integer cents. */
  value: number;
  financingRequest: number;
  /** The statuses it went through after Draft, oldest first. */
  path: readonly OpportunityStatus[];
  ageDays: number;
}

const demoOpportunities: readonly DemoOpportunity[] = [
  {
    creator: 'designer@demo.example',
    title: 'Riqualificazione energetica Condominio Via Po 12',
    ageDays: 3,
    path: [],
    description: 'Cappotto, serramenti e centrale termica a condensazione per 24 unità.',
    value: 42_000_000,
    financingRequest: 30_000_000,
  },
  {
    creator: 'designer@demo.example',
    title: 'Cappotto termico Villa Serena',
    ageDays: 12,
    path: ['Submitted'],
    description: 'Isolamento a cappotto e copertura di una villa bifamiliare.',
    value: 8_500_000,
    financingRequest: 6_000_000,
  },
  {
    creator: 'hubhead@demo.example',
    title: 'Fotovoltaico palestra comunale',
    ageDays: 20,
    path: ['Submitted', 'UnderReview'],
    description: 'Impianto da 60 kWp con accumulo sulla copertura della palestra.',
    value: 15_000_000,
    financingRequest: 12_000_000,
  },
];

interface DemoAppointment {
  organiser: string;
  participants: readonly string[];
  title: string;
  place: string;
  /** Days from today and the hour of the start, in UTC (Rome is one or two hours later). */
  day: number;
  hourUtc: number;
  minutes: number;
}

const demoAppointments: readonly DemoAppointment[] = [
  {
    organiser: 'designer@demo.example',
    participants: ['hubhead@demo.example'],
    title: 'Sopralluogo Condominio Via Manzoni 8',
    place: 'Via Manzoni 8, Torino',
    day: 1,
    hourUtc: 8,
    minutes: 90,
  },
  {
    organiser: 'hubhead@demo.example',
    participants: ['designer@demo.example', 'specialist@demo.example'],
    title: 'Riunione di rete',
    place: 'Sede della rete, Torino',
    day: 3,
    hourUtc: 14,
    minutes: 60,
  },
  {
    organiser: 'designer@demo.example',
    participants: [],
    title: 'Verifica di cantiere',
    place: 'Corso Francia 120, Torino',
    day: -1,
    hourUtc: 7,
    minutes: 60,
  },
];

/**
 * A few opportunities in several states and this week's appointments of the demo network, so those screens are not
 * empty.
 */
export async function seedDemoAgenda(
  tx: Transaction,
  networkId: string,
  demoProfiles: ReadonlyMap<string, string>,
  now = new Date(),
): Promise<void> {
  const idOf = (email: string): string => {
    const id = demoProfiles.get(email);
    if (!id) throw new Error(`demo profile ${email} missing`);
    return id;
  };
  const people = await tx
    .select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email })
    .from(profiles)
    .where(inArray(profiles.id, [...demoProfiles.values()]));
  const personOf = (email: string) => {
    const person = people.find((candidate) => candidate.email === email);
    if (!person) throw new Error(`demo profile ${email} missing`);
    return person;
  };

  for (const demo of demoOpportunities) {
    const creator = personOf(demo.creator);
    const createdAt = new Date(now.getTime() - demo.ageDays * DAY_MS);
    const status = demo.path.at(-1) ?? 'Draft';
    const submittedAt = demo.path.length > 0 ? new Date(createdAt.getTime() + DAY_MS) : null;
    const [row] = await tx
      .insert(opportunities)
      .values({
        title: demo.title,
        description: demo.description,
        value: demo.value,
        financingRequest: demo.financingRequest,
        status,
        creatorId: creator.id,
        creatorName: `${creator.firstName} ${creator.lastName}`,
        creatorEmail: creator.email,
        networkId,
        submittedAt,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: opportunities.id });
    if (!row) throw new Error('demo opportunity not inserted');
    const steps: { fromStatus: OpportunityStatus | null; toStatus: OpportunityStatus }[] = [
      { fromStatus: null, toStatus: 'Draft' },
    ];
    for (const next of demo.path) steps.push({ fromStatus: steps.at(-1)?.toStatus ?? null, toStatus: next });
    await tx.insert(opportunityStatusChanges).values(
      steps.map((step, index) => ({
        opportunityId: row.id,
        ...step,
        changedBy: step.toStatus === 'UnderReview' ? idOf('backoffice@demo.example') : creator.id,
        changedAt: new Date(createdAt.getTime() + index * DAY_MS),
      })),
    );
  }

  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (const demo of demoAppointments) {
    const startsAt = new Date(today + demo.day * DAY_MS + demo.hourUtc * HOUR_MS);
    const [row] = await tx
      .insert(appointments)
      .values({
        title: demo.title,
        place: demo.place,
        startsAt,
        endsAt: new Date(startsAt.getTime() + demo.minutes * 60_000),
        organiserId: idOf(demo.organiser),
      })
      .returning({ id: appointments.id });
    if (!row) throw new Error('demo appointment not inserted');
    if (demo.participants.length > 0) {
      await tx
        .insert(appointmentParticipants)
        .values(demo.participants.map((email) => ({ appointmentId: row.id, profileId: idOf(email) })));
    }
  }
}
