import { describe, expect, it } from 'vitest';
import { personalFieldMatrix, viewersOf, visiblePersonalFields } from '../../../domain/directories/personal-fields.ts';

describe('the personal-data matrix of the directories', () => {
  it('lets only back office see fiscal codes and addresses, anywhere', () => {
    for (const row of Object.values(personalFieldMatrix)) {
      for (const [viewer, fields] of Object.entries(row)) {
        if (viewer !== 'backOffice')
          expect(fields.filter((field) => field === 'fiscalCode' || field === 'address')).toEqual([]);
      }
    }
  });

  it('gives a hub head e-mail and phone of professionals, a designer nothing of the agora nor of their network', () => {
    expect(visiblePersonalFields('professional', viewersOf(['HubHead']))).toEqual(['email', 'phone']);
    expect(visiblePersonalFields('agora-professional', viewersOf(['Designer']))).toEqual([]);
    expect(visiblePersonalFields('agora-professional', viewersOf(['BackofficeUser']))).toEqual([]);
    expect(visiblePersonalFields('network-member', viewersOf(['Designer']))).toEqual([]);
    expect(visiblePersonalFields('professional', viewersOf(['BackofficeAdmin']))).toEqual([
      'email',
      'phone',
      'fiscalCode',
      'address',
    ]);
  });

  it('joins the rows of a person holding several roles, and gives nothing to roles without a row', () => {
    expect(visiblePersonalFields('bo-professional', viewersOf(['Specialist', 'BackofficeUser']))).toEqual([
      'email',
      'phone',
      'fiscalCode',
      'address',
    ]);
    expect(visiblePersonalFields('specialist', viewersOf(['HubHead', 'Designer']))).toEqual([]);
    expect(visiblePersonalFields('professional', viewersOf(['FinalUser']))).toEqual([]);
  });
});
