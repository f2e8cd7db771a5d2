import type { AppRoleName } from '../../../domain/auth/roles.ts';
import type { NotificationInput } from '../../../domain/schemas/notifications.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import { mailRoleLabels } from '../../i18n/role-labels.ts';
import { htmlParagraphs } from '../../mail/html.ts';
import { escapeHtml } from '../../http/escape-html.ts';

export interface RegistrantFacts {
  email: string;
  firstName: string;
  lastName: string;
  roleName: AppRoleName;
  networkName: string;
}

/** The registrant's confirmation: the profile is created and waits for the network's approval; an e-mail follows it. */
export function registrationConfirmationMail(registrant: RegistrantFacts, loginUrl: string): OutgoingMail {
  const lines = [
    `Ciao ${registrant.firstName},`,
    `la tua registrazione su HappyWay come ${mailRoleLabels[registrant.roleName]} nella rete «${registrant.networkName}» è stata ricevuta.`,
    "Il tuo profilo è in attesa di approvazione: riceverai un'altra email non appena sarà stato validato.",
    `Intanto puoi già accedere con l'email ${registrant.email} e la password che hai scelto: ${loginUrl}`,
  ];
  return {
    to: registrant.email,
    subject: 'Registrazione ricevuta: il tuo profilo HappyWay è in attesa di approvazione',
    text: lines.join('\n\n'),
    html: `${htmlParagraphs(lines.slice(0, 3))}\n<p><a href="${escapeHtml(loginUrl)}">Accedi al portale</a> con l'email ${escapeHtml(registrant.email)}.</p>`,
  };
}

/** The notice back office and the network's hub head get: someone registered and awaits their approval. */
export function awaitingApprovalNotice(registrant: RegistrantFacts): NotificationInput {
  return {
    kind: 'membership.waiting',
    title: 'Nuovo profilo da approvare',
    body: `Nuova registrazione nella rete «${registrant.networkName}»: ${registrant.firstName} ${registrant.lastName} (${registrant.email}), come ${mailRoleLabels[registrant.roleName]}, attende l'approvazione.`,
    link: '/to-approve',
  };
}
