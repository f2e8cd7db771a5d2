import type { AppRoleName } from '../../../domain/auth/roles.ts';
import type { NotificationInput } from '../../../domain/schemas/notifications.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import { mailRoleLabels } from '../../i18n/role-labels.ts';
import { htmlParagraphs } from '../../mail/html.ts';
import { escapeHtml } from '../../http/escape-html.ts';

export interface MemberFacts {
  email: string;
  firstName: string;
  networkName: string | null;
  roles: AppRoleName[];
}

const roleList = (roles: AppRoleName[]) => roles.map((role) => mailRoleLabels[role]).join(', ');
const inNetwork = (networkName: string | null) => (networkName ? ` nella rete «${networkName}»` : '');

/** The notice and e-mail of an approval: the roles are Active, the member can log in. */
export function approvalMessages(
  member: MemberFacts,
  loginUrl: string,
): { notice: NotificationInput; mail: OutgoingMail } {
  const summary = `Il tuo profilo${inNetwork(member.networkName)} è stato approvato: ora puoi accedere come ${roleList(member.roles)}.`;
  const lines = [`Ciao ${member.firstName},`, summary, `Accedi al portale: ${loginUrl}`];
  return {
    notice: { kind: 'membership.approved', title: 'Profilo approvato', body: summary, link: '/home' },
    mail: {
      to: member.email,
      subject: 'Il tuo profilo HappyWay è stato approvato',
      text: lines.join('\n\n'),
      html: `${htmlParagraphs(lines.slice(0, 2))}\n<p><a href="${escapeHtml(loginUrl)}">Accedi al portale</a></p>`,
    },
  };
}

/** The notice and e-mail of a rejection, with the reason the member also sees on the suspended page. */
export function rejectionMessages(
  member: MemberFacts,
  reason: string,
): { notice: NotificationInput; mail: OutgoingMail } {
  const summary = `La tua richiesta di adesione${inNetwork(member.networkName)} come ${roleList(member.roles)} non è stata approvata.`;
  const lines = [
    `Ciao ${member.firstName},`,
    summary,
    `Motivo: ${reason}`,
    'Per chiarimenti rispondi a questa email o contatta il responsabile della rete.',
  ];
  return {
    notice: {
      kind: 'membership.rejected',
      title: 'Richiesta di adesione non approvata',
      body: `${summary} Motivo: ${reason}`,
      link: '/profile-suspended',
    },
    mail: {
      to: member.email,
      subject: 'La tua richiesta di adesione a HappyWay non è stata approvata',
      text: lines.join('\n\n'),
      html: htmlParagraphs(lines),
    },
  };
}

/**
 * The notice and e-mail of a back-office suspension of the whole profile, with the reason shown on the suspended page.
 */
export function suspensionMessages(
  member: Pick<MemberFacts, 'email' | 'firstName'>,
  reason: string,
): { notice: NotificationInput; mail: OutgoingMail } {
  const summary = 'Il tuo profilo HappyWay è stato sospeso: finché la sospensione resta, non puoi usare il portale.';
  const lines = [
    `Ciao ${member.firstName},`,
    summary,
    `Motivo: ${reason}`,
    'Per chiarimenti rispondi a questa email o contatta il back office.',
  ];
  return {
    notice: {
      kind: 'profile.suspended',
      title: 'Profilo sospeso',
      body: `Il tuo profilo è stato sospeso. Motivo: ${reason}`,
      link: '/profile-suspended',
    },
    mail: {
      to: member.email,
      subject: 'Il tuo profilo HappyWay è stato sospeso',
      text: lines.join('\n\n'),
      html: htmlParagraphs(lines),
    },
  };
}
