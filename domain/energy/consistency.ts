import type { WizardAnswers } from './answers-schema.ts';
import { glazedArea, MAX_WINDOW_SHARE } from './envelope.ts';

/**
 * Answers that are valid one by one but unlikely together. They do not block the estimate; they are reported
 * (machine-readable code, the fields involved, an Italian message) so the wizard can ask the user to check them.
 */

export type InconsistencyCode =
  | 'billsAboveEstimate'
  | 'billsBelowEstimate'
  | 'gasBillUnexpected'
  | 'powerBillUnexpected'
  | 'areaPerRoomUnusual'
  | 'bathroomsExceedRooms'
  | 'glazingCapped'
  | 'singleGlazingInRecentBuilding';

export type Inconsistency = { code: InconsistencyCode; fields: string[]; message: string };

/** Plausible floor area per room (m²). [A] */
export const AREA_PER_ROOM_RANGE = { min: 9, max: 80 } as const;
/** Single glazing is no longer allowed in new buildings from this year (DLgs 192/2005 requirements). [A] */
export const SINGLE_GLAZING_LAST_YEAR = 2005;

export function answerInconsistencies(answers: WizardAnswers): Inconsistency[] {
  const issues: Inconsistency[] = [];
  const areaPerRoom = answers.sqm / answers.roomsNumber;
  if (areaPerRoom < AREA_PER_ROOM_RANGE.min || areaPerRoom > AREA_PER_ROOM_RANGE.max) {
    issues.push({
      code: 'areaPerRoomUnusual',
      fields: ['sqm', 'roomsNumber'],
      message: 'La superficie è insolita per il numero di locali indicato: verifica superficie e numero di locali.',
    });
  }
  if (answers.bathroomsNumber > answers.roomsNumber) {
    issues.push({
      code: 'bathroomsExceedRooms',
      fields: ['bathroomsNumber', 'roomsNumber'],
      message: 'Il numero di bagni supera quello dei locali: verifica i dati.',
    });
  }
  if (glazedArea(answers.windowsNumber, answers.doorWindowsNumber) > MAX_WINDOW_SHARE * answers.sqm) {
    issues.push({
      code: 'glazingCapped',
      fields: ['windowsNumber', 'doorWindowsNumber', 'sqm'],
      message:
        'Le finestre indicate superano un quarto della superficie: il calcolo ne considera al massimo il 25%. ' +
        'Verifica il numero di finestre e portefinestre.',
    });
  }
  if (answers.windowType === 'single' && answers.constructionYear > SINGLE_GLAZING_LAST_YEAR) {
    issues.push({
      code: 'singleGlazingInRecentBuilding',
      fields: ['windowType', 'constructionYear'],
      message:
        "I vetri singoli sono insoliti in un edificio costruito dopo il 2005: verifica il tipo di vetri e l'anno.",
    });
  }
  return issues;
}
