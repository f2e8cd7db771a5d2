import type { WizardAnswers } from '../../../domain/energy/answers-schema.ts';
import type { EnergyEstimate } from '../../../domain/energy/estimate-types.ts';
import { formatEuroRounded, formatNumber } from '../../../domain/format.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import { htmlParagraphs } from '../../mail/html.ts';
import { escapeHtml } from '../../http/escape-html.ts';
import type { FoundLocalManager } from './local-manager-finder.ts';

const co2 = (kg: number) => `${formatNumber(kg, 0)} kg`;

const typologyLabels: Readonly<Record<WizardAnswers['typology'], string>> = {
  detached: 'Casa indipendente',
  semiDetached: 'Villetta a schiera o bifamiliare',
  apartment: 'Appartamento',
};

export interface LeadMailFacts {
  contact: { firstName: string; lastName: string; email: string; phone: string };
  answers: WizardAnswers;
  result: EnergyEstimate;
  localManager: FoundLocalManager | null;
  network: { name: string } | null;
}

const addressOf = ({ answers, result }: LeadMailFacts) =>
  `${answers.address.street} ${answers.address.houseNumber}, ${answers.address.zip} ${result.comune.displayName} (${result.comune.province})`;

const figuresOf = ({ result }: LeadMailFacts) => [
  `Classe energetica stimata: ${result.energyClass}`,
  `Emissioni di CO2: ${co2(result.co2KgYear)} all'anno`,
  `Costo dell'energia: ${formatEuroRounded(result.costEurYear)} all'anno`,
];

const html = (
  paragraphs: readonly string[],
  list: readonly string[],
  link: { href: string; label: string },
  closing: readonly string[],
) =>
  [
    htmlParagraphs(paragraphs),
    `<ul>${list.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
    htmlParagraphs(closing),
  ].join('\n');

/** To the home-owner: their estimate and the link back to it (the token link), and who will call them, if anyone. */
export function homeOwnerMail(facts: LeadMailFacts, resultLink: string): OutgoingMail {
  const { contact, localManager, network } = facts;
  const who = localManager
    ? `${localManager.firstName} ${localManager.lastName}, Local Manager della rete${network ? ` «${network.name}»` : ' HappyWay'}, ti contatterà a breve ai recapiti che hai lasciato.`
    : `Al momento nessun Local Manager della rete${network ? ` «${network.name}»` : ' HappyWay'} copre la tua provincia: abbiamo registrato la tua richiesta e ti scriveremo se un professionista della rete potrà seguirti.`;
  const intro = [
    `Ciao ${contact.firstName},`,
    `grazie per aver usato la stima energetica di HappyWay. Ecco il risultato per la casa in ${addressOf(facts)}:`,
  ];
  const closing = [
    who,
    "È una stima indicativa: non sostituisce l'Attestato di Prestazione Energetica (APE) redatto da un tecnico abilitato.",
    'Il link è personale: conserva questa email e non inoltrarla.',
  ];
  const text = [
    ...intro,
    '',
    ...figuresOf(facts).map((line) => `- ${line}`),
    '',
    'Rivedi il risultato e gli interventi di miglioramento da questo link:',
    resultLink,
    '',
    ...closing,
  ].join('\n');
  return {
    to: contact.email,
    subject: `La stima energetica della tua casa a ${facts.result.comune.displayName}`,
    text,
    html: html(
      intro,
      figuresOf(facts),
      { href: resultLink, label: 'Rivedi il risultato e gli interventi di miglioramento' },
      closing,
    ),
  };
}

/** To the Local Manager: who to call, the home and its estimate, and where to find the lead. */
export function localManagerMail(
  facts: LeadMailFacts,
  localManager: FoundLocalManager,
  leadsLink: string,
): OutgoingMail {
  const { contact, answers, network } = facts;
  const name = `${contact.firstName} ${contact.lastName}`;
  const intro = [
    `Ciao ${localManager.firstName},`,
    `${name} ha completato la stima energetica della sua casa e chiede di essere ricontattato${network ? ` (dal link della rete «${network.name}»)` : ''}.`,
  ];
  const details = [
    `Email: ${contact.email}`,
    `Telefono: ${contact.phone}`,
    `Immobile: ${typologyLabels[answers.typology]} di ${formatNumber(answers.sqm, 0)} m², costruito nel ${String(answers.constructionYear)}`,
    `Indirizzo: ${addressOf(facts)}`,
    ...figuresOf(facts),
  ];
  const closing = ['Aggiorna lo stato del contatto dopo averlo chiamato.'];
  const text = [
    ...intro,
    '',
    ...details.map((line) => `- ${line}`),
    '',
    'Trovi il contatto tra i tuoi contatti:',
    leadsLink,
    '',
    ...closing,
  ].join('\n');
  return {
    to: localManager.email,
    subject: `Nuovo contatto dalla stima energetica: ${name}`,
    text,
    html: html(intro, details, { href: leadsLink, label: 'Apri i tuoi contatti' }, closing),
  };
}
