import { describe, expect, it } from 'vitest';
import { designerProfileSchema } from '../../../domain/schemas/designer-profile.ts';
import { PROFESSIONAL_CATEGORIES, professionalCategoryNames } from '../../../domain/rules/user-types.ts';

const valid = {
  chamberOfCommerceNumber: 'to 1234567',
  taxCode: '12345678903',
  professionalCategory: 'StructuralEngineer',
  yearsOfExperience: '0',
  employeesNumber: '',
  collaboratorsNumber: 4,
  averageCostOfWork: 250_075,
};
const issuesOf = (input: object) =>
  (designerProfileSchema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('designer profile', () => {
  it('names the six professional categories of the spec in Italian', () => {
    expect(professionalCategoryNames.map((category) => PROFESSIONAL_CATEGORIES[category])).toEqual([
      'Geometra',
      'Architetto',
      'Ingegnere',
      'Ingegnere strutturale',
      'Consulente aziendale',
      'Perito',
    ]);
  });

  it('reads numbers typed as text and leaves blank ones empty', () => {
    expect(designerProfileSchema.parse(valid)).toEqual({
      chamberOfCommerceNumber: 'TO 1234567',
      taxCode: '12345678903',
      professionalCategory: 'StructuralEngineer',
      yearsOfExperience: 0,
      employeesNumber: null,
      collaboratorsNumber: 4,
      averageCostOfWork: 250_075,
    });
  });

  it('takes a personal fiscal code as tax code', () => {
    expect(designerProfileSchema.parse({ ...valid, taxCode: 'rssmrc80a01l219o' }).taxCode).toBe('RSSMRC80A01L219O');
  });

  it.each([
    ['professionalCategory', '', 'Il campo Categoria professionale è richiesto'],
    ['professionalCategory', undefined, 'Il campo Categoria professionale è richiesto'],
    ['professionalCategory', 'Plumber', 'Categoria professionale non valida'],
    ['yearsOfExperience', '-1', 'Il valore deve essere maggiore o uguale a 0'],
    ['yearsOfExperience', 71, 'Il valore deve essere inferiore o uguale a 70'],
    ['yearsOfExperience', 'dieci', 'Il campo Anni di esperienza deve essere un numero'],
    ['employeesNumber', 2.5, 'Il campo Numero di dipendenti deve essere un numero intero'],
    ['collaboratorsNumber', 10_001, 'Il valore deve essere inferiore o uguale a 10000'],
    ['averageCostOfWork', -1, 'Il valore deve essere maggiore o uguale a 0'],
    ['averageCostOfWork', '10,123', 'Il campo Costo medio dei lavori può avere al massimo due decimali'],
    ['averageCostOfWork', 'molto', 'Il campo Costo medio dei lavori deve essere un importo in euro'],
    ['taxCode', '12345678900', 'Il codice fiscale non è valido.'],
    [
      'chamberOfCommerceNumber',
      'MI#123',
      'Il numero di iscrizione alla Camera di Commercio può contenere solo lettere, cifre, spazi, - e /',
    ],
  ])('refuses %s = %j with the message %j', (field, value, message) => {
    expect(issuesOf({ ...valid, [field]: value })).toEqual([[field, message]]);
  });
});
