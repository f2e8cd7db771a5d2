import { italianElides } from '../../../domain/format.ts';
import type { InvitableRole } from '../../../domain/network/invitations.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import { mailDate, mailRoleLabels } from '../../i18n/role-labels.ts';
import { escapeHtml } from '../../http/escape-html.ts';

export interface InvitationMailFacts {
  to: string;
  role: InvitableRole;
  network: { name: string; code: string };
  inviter: string;
  link: string;
  expiresAt: Date;
}

/** The invitation e-mail: who invites, to which network and role, the registration link and until when it works. */
export function invitationMail({ to, role, network, inviter, link, expiresAt }: InvitationMailFacts): OutgoingMail {
  const roleLabel = mailRoleLabels[role];
  const until = mailDate(expiresAt);
  // "fino all'8 dicembre", "fino al 9 dicembre": the article before the day's number.
  const untilWith = `${italianElides(Number.parseInt(until, 10)) ? "all'" : 'al '}${until}`;
  const text = [
    'Ciao,',
    '',
    `${inviter} ti invita a unirti alla rete «${network.name}» (codice ${network.code}) su HappyWay come ${roleLabel}.`,
    '',
    `Completa la registrazione da questo link, valido fino ${untilWith} e utilizzabile una sola volta:`,
    link,
    '',
    'Se non ti aspettavi questo invito, puoi ignorare questa email.',
  ].join('\n');
  const html = [
    '<p>Ciao,</p>',
    `<p>${escapeHtml(inviter)} ti invita a unirti alla rete «${escapeHtml(network.name)}» (codice ${escapeHtml(network.code)}) su HappyWay come ${escapeHtml(roleLabel)}.</p>`,
    `<p><a href="${escapeHtml(link)}">Completa la registrazione</a> (link valido fino ${escapeHtml(untilWith)} e utilizzabile una sola volta).</p>`,
    '<p>Se non ti aspettavi questo invito, puoi ignorare questa email.</p>',
  ].join('\n');
  return { to, subject: `Invito a unirti a «${network.name}» su HappyWay`, text, html };
}
