import { describe, expect, it } from 'vitest';
import {
  INVITATION_LIFETIME_DAYS,
  backofficeInvitableRoles,
  invitationState,
  networkInvitableRoles,
  normaliseEmails,
  registrationLink,
} from '../../../domain/network/invitations.ts';
import { invitationFormSchema, invitationInputSchema } from '../../../domain/schemas/invitations.ts';
import { networkUpdateSchema } from '../../../domain/schemas/network.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('invitation rules', () => {
  it('keeps a link usable for 14 days', () => {
    expect(INVITATION_LIFETIME_DAYS).toBe(14);
  });

  it('lets a network invite the roles with a registration flow, and back office also a hub head', () => {
    expect(networkInvitableRoles).toEqual(['Designer', 'HWDesigner', 'LocalManager']);
    expect(backofficeInvitableRoles).toEqual(['Designer', 'HWDesigner', 'LocalManager', 'HubHead']);
  });

  it.each([
    ['Designer', 'designer'],
    ['HWDesigner', 'designer'],
    ['LocalManager', 'local-manager'],
    ['HubHead', 'district-manager'],
  ] as const)('links a %s to the %s registration flow', (role, flow) => {
    expect(registrationLink('https://rete.example/', role, 'a-b_c')).toBe(
      `https://rete.example/registrazione/${flow}?token=a-b_c`,
    );
  });

  it('computes the state: Used once spent, Expired from the expiry on, else Pending', () => {
    const now = new Date('2026-12-01T10:00:00Z');
    expect(invitationState({ usedAt: null, expiresAt: new Date('2026-12-01T10:00:01Z') }, now)).toBe('Pending');
    expect(invitationState({ usedAt: null, expiresAt: now }, now)).toBe('Expired');
    expect(
      invitationState({ usedAt: new Date('2026-11-30T10:00:00Z'), expiresAt: new Date('2026-11-01T00:00:00Z') }, now),
    ).toBe('Used');
  });

  it('stores e-mails trimmed, in lower case and once each', () => {
    expect(normaliseEmails([' A@Example.it', 'b@example.it', 'a@example.IT '])).toEqual([
      'a@example.it',
      'b@example.it',
    ]);
  });

  it("gives the form the spec's messages and a limit of 50 e-mails", () => {
    const form = invitationFormSchema(networkInvitableRoles);
    expect(messagesOf(form.safeParse({ role: 'HubHead', emails: ['a@example.it'] }))).toEqual([
      ['role', 'Ruolo non valido'],
    ]);
    expect(messagesOf(form.safeParse({ role: 'Designer', emails: [] }))).toEqual([
      ['emails', "Inserire almeno un'email"],
    ]);
    expect(messagesOf(form.safeParse({ role: 'Designer', emails: ['a@example.it', 'b@'] }))).toEqual([
      ['emails', "E' stata individuata una mail non corretta"],
    ]);
    const many = Array.from({ length: 51 }, (_value, index) => `p${String(index)}@example.it`);
    expect(messagesOf(form.safeParse({ role: 'Designer', emails: many }))).toEqual([
      ['emails', 'Puoi invitare al massimo 50 email alla volta'],
    ]);
    expect(invitationInputSchema.safeParse({ role: 'HubHead', emails: ['a@example.it'], networkId: 'x' }).success).toBe(
      false,
    );
  });
});

describe('network edit', () => {
  it('takes a code in any case and stores it in upper case', () => {
    expect(networkUpdateSchema.parse({ name: ' Rete Sud ', code: ' sud2026 ' })).toEqual({
      name: 'Rete Sud',
      code: 'SUD2026',
    });
  });

  it.each(['ABC', 'A'.repeat(21), 'AB-2026', 'ÀBCD'])('refuses the code %s', (code) => {
    expect(messagesOf(networkUpdateSchema.safeParse({ name: 'Rete', code }))).toEqual([
      ['code', 'Il codice deve contenere da 4 a 20 lettere o cifre'],
    ]);
  });

  it('requires a name', () => {
    expect(messagesOf(networkUpdateSchema.safeParse({ name: '  ', code: 'ABCD' }))).toEqual([
      ['name', 'Il campo Nome è richiesto'],
    ]);
  });
});
