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

/** The video formats a lesson may carry, by extension, with their content type. */
export const LESSON_VIDEO_TYPES = [
  { extension: 'mp4', contentType: 'video/mp4' },
  { extension: 'webm', contentType: 'video/webm' },
] as const;

export const MAX_VIDEO_MB = 500;
export const MAX_VIDEO_BYTES = MAX_VIDEO_MB * 1024 * 1024;

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
  videoTooLarge: `Il video supera la dimensione massima consentita (${String(MAX_VIDEO_MB)} MB)`,
  videoNotUploaded: 'Il video indicato non è stato caricato per questa lezione',
  durationRequired: 'Indica la durata del video',
  rolesRequired: 'Indica almeno un ruolo a cui il modulo è aperto',
  confirmDelete: 'Il modulo ha completamenti registrati: conferma l\'eliminazione (gli attestati restano verificabili)',
} as const;

/** Whether a content type (without parameters, any case) is one of the lesson video formats. */
export const isLessonVideoType = (contentType: string): boolean =>
  LESSON_VIDEO_TYPES.some((type) => type.contentType === contentType.trim().toLowerCase());
