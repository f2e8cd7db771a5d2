/**
 * Training modules (spec sections 1, 2, 3 and 6; issue 14): their categories, publication states and the learner's
 * states of a module or lesson.
 */

/** What a module is about; condominium, home and generic are the spec's mandatory videos when marked mandatory. */
export const moduleCategories = ['condominium', 'home', 'generic', 'other'] as const;
export type ModuleCategory = (typeof moduleCategories)[number];

/** A draft is seen by back office only; a published module by the roles it is open to. */
export const modulePublications = ['draft', 'published'] as const;
export type ModulePublication = (typeof modulePublications)[number];

/** The learner's state of a module or a lesson: da iniziare, in corso, completato. */
export const learningStates = ['notStarted', 'inProgress', 'completed'] as const;
export type LearningState = (typeof learningStates)[number];

export const TRAINING_MESSAGES = {
  moduleNotFound: 'Modulo formativo non trovato',
  lessonNotFound: 'Lezione non trovata',
  certificateNotFound: 'Attestato non trovato',
  lessonHasVideo: 'Questa lezione si completa guardando il video',
  lessonWithoutVideo: 'Questa lezione non ha un video',
  lessonsNotCompleted: 'Completa tutte le lezioni del modulo prima di confermare',
  moduleWithoutLessons: 'Il modulo non ha lezioni',
  moduleNotCompleted: 'Il modulo non è ancora completato',
  positionInvalid: 'La posizione del video deve essere un numero di secondi non negativo',
  videoTypeNotAllowed: 'Il video deve essere un file MP4 o WebM',
  videoNotUploaded: 'Il video indicato non è stato caricato per questa lezione',
  durationRequired: 'Indica la durata del video',
  rolesRequired: 'Indica almeno un ruolo a cui il modulo è aperto',
  confirmDelete: "Il modulo ha completamenti registrati: conferma l'eliminazione (gli attestati restano verificabili)",
} as const;
