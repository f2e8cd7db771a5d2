import { backOffice, declared } from './policy.ts';

/** Who sees and manages the training modules and their lessons. */
export const trainingPolicy = {
  /** Sees every module, drafts included (anyone else the published ones open to one of their roles). */
  seesEveryModule: backOffice,
  /** Orders a module's lessons and reads its completion figures, as they create and edit modules. */
  managesModules: declared('trainings', 'edit'),
  /** Adds files (videos, documents) to a lesson. */
  addsLessonFiles: backOffice,
};
