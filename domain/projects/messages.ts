import type { ProjectStatus } from './catalogue.ts';

/** The Italian names of the statuses inside the API's messages (the SPA shows locales/it/projects.json). */
/** The statuses as the project messages name them. */
export const projectStatusNames: Readonly<Record<ProjectStatus, string>> = {
  Draft: 'Bozza',
  Submitted: 'Inviato',
  InProgress: 'In corso',
  Completed: 'Completato',
  Verified: 'Verificato',
  Cancelled: 'Annullato',
};

/** Every Italian message of the project API (400, 403, 404 and 409 answers). */
export const PROJECT_MESSAGES = {
  notFound: 'Progetto non trovato',
  financingAboveAmount: "Il finanziamento non può superare l'importo del progetto",
  typeInvalid: 'Tipo di progetto non valido',
  statusInvalid: 'Stato del progetto non valido',
  categoryInvalid: 'Categoria professionale non valida',
  networkInvalid: 'Rete non valida',
  networkRequired: 'Il campo Rete è richiesto',
  networkNotOwn: 'Puoi gestire solo i progetti della tua rete',
  networkUnknown: 'La rete indicata non esiste',
  assigneeInvalid: 'Professionista non valido',
  assigneeNotDesigner: 'Il professionista indicato non è un progettista attivo',
  assigneeOutsideNetwork: 'Il professionista indicato non fa parte della tua rete',
  apartmentTypeInvalid: 'Tipologia di appartamento non valida',
  apartmentTypeUnknown: 'La tipologia di appartamento indicata non esiste',
  receivedAtInvalid: 'Data di ricezione non valida: scrivila come GG/MM/AAAA',
  designerFieldsOnly:
    'Puoi modificare solo nome, descrizione, categoria professionale, tipologia di appartamento e data di ricezione dei tuoi progetti',
  editForbidden: 'Non puoi modificare questo progetto',
  finalStatusEdit: 'Un progetto verificato o annullato non può essere modificato',
  sameStatus: 'Il progetto è già in questo stato',
  confirmCmcOnly: 'Un progetto completato diventa verificato solo con la conferma CMC',
  verificationDocumentMissing: 'Carica almeno un documento di verifica di fine progetto prima della conferma',
  roleInvalid: 'Ruolo non valido',
  profileInvalid: 'Profilo non valido',
  profileNotEligible: 'La persona indicata non può ricevere ruoli su questo progetto',
  roleAlreadyHeld: 'La persona ha già questo ruolo sul progetto',
  roleNotHeld: 'La persona non ha questo ruolo sul progetto',
  peopleForbidden: 'Solo il back office o il capo hub della rete del progetto possono gestire le persone del progetto',
  hasChildren: 'Il progetto ha progetti collegati (servizio bancario): eliminali prima',
  projectionsInvalid: 'Proiezione non valida: usa roles, files, history, stats o children',
} as const;

export const statusNameIt = (status: ProjectStatus): string => projectStatusNames[status];

/** 409: the move is not in the transition table. */
export const transitionNotAllowedMessage = (from: ProjectStatus, to: ProjectStatus): string =>
  `Transizione di stato non consentita: da ${projectStatusNames[from]} a ${projectStatusNames[to]}`;

/** 403: the move exists but this caller may not make it. */
export const transitionForbiddenMessage = (from: ProjectStatus, to: ProjectStatus): string =>
  `Non sei autorizzato a portare il progetto da ${projectStatusNames[from]} a ${projectStatusNames[to]}`;
