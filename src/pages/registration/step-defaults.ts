import type { DataStep } from '../../../domain/registration/flows.ts';
import type { InvitationPrefill, StepValues } from './registration-draft.ts';

/** Empty fields of each step, as the forms start. */
const empty: Readonly<Record<DataStep, StepValues>> = {
  skills: { skillIds: [], skillDescription: '' },
  user: {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    password: '',
    confirmPassword: '',
    fiscalCode: '',
    placeOfBirth: '',
    dob: '',
    agreement: false,
  },
  network: { networkCode: '' },
  company: {
    name: '',
    vatNumber: '',
    fiscalCode: '',
    phone: '',
    street: '',
    houseNumber: '',
    zip: '',
    city: '',
    province: '',
    nation: 'Italia',
    certifiedEmail: '',
    electronicInvoicingCode: '',
  },
  publicProfile: {
    publicDescription: '',
    website: '',
    professionalCategory: '',
    yearsOfExperience: '',
    chamberOfCommerceNumber: '',
    employeesNumber: '',
    collaboratorsNumber: '',
    averageCostOfWork: '',
    agoraVisible: false,
  },
  legalRepresentative: { firstName: '', lastName: '', fiscalCode: '', email: '', phone: '' },
};

/** A step's values: what was typed before over the empty form; the invitation fixes the e-mail and the network code. */
export function stepValues(
  step: DataStep,
  typed: StepValues | undefined,
  invitation: InvitationPrefill | null,
): StepValues {
  const values = { ...empty[step], ...typed };
  if (invitation && step === 'user') return { ...values, email: invitation.email };
  if (invitation && step === 'network') return { ...values, networkCode: invitation.networkCode };
  return values;
}
