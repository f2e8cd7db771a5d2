import type { RegistrationFlow } from '../../../domain/registration/flows.ts';

export const registrationPassword = 'Nuova-Rete-2026!';

export interface RegistrantValues {
  email: string;
  phone: string;
  vatNumber: string;
  networkCode?: string;
  token?: string;
  skillIds?: string[];
}

const userData = ({ email, phone }: RegistrantValues) => ({
  firstName: 'Laura',
  lastName: 'Verdi',
  email,
  phone,
  password: registrationPassword,
  confirmPassword: registrationPassword,
  fiscalCode: 'rssmra85m01h501q',
  placeOfBirth: 'Roma',
  dob: '1985-08-01',
  agreement: true,
});

const companyData = ({ vatNumber }: RegistrantValues) => ({
  name: 'Studio Verdi Energia',
  vatNumber,
  phone: '3312345678',
  street: 'Via Cavour',
  houseNumber: '12',
  zip: '00184',
  city: 'Roma',
  province: 'rm',
  nation: 'Italia',
  fiscalCode: vatNumber,
});

const legalRepresentative = {
  firstName: 'Mario',
  lastName: 'Rossi',
  fiscalCode: 'RSSMRA85M01H501Q',
  email: 'legale@studioverdi.it',
  phone: '3387654321',
};

/** A complete, valid request body of a registration flow. */
export function registrationBody(flow: RegistrationFlow, values: RegistrantValues): Record<string, unknown> {
  const common = {
    flow,
    ...(values.token !== undefined && { token: values.token }),
    user: userData(values),
    network: { networkCode: values.networkCode ?? 'demo2026' },
    legalRepresentative,
  };
  if (flow === 'district-manager') {
    return {
      ...common,
      company: { ...companyData(values), certifiedEmail: 'studio@pec.it', electronicInvoicingCode: 'm5uxcr1' },
    };
  }
  const publicProfile = {
    publicDescription: 'Riqualificazione energetica di condomìni a Roma.',
    website: 'www.studioverdi.it',
  };
  if (flow === 'local-manager') return { ...common, company: companyData(values), publicProfile };
  return {
    ...common,
    skills: { skillIds: values.skillIds ?? [], skillDescription: 'Rilievi con drone' },
    company: companyData(values),
    publicProfile: {
      ...publicProfile,
      professionalCategory: 'Architect',
      yearsOfExperience: '12',
      employeesNumber: 3,
      collaboratorsNumber: '',
      averageCostOfWork: 8_500_050,
      chamberOfCommerceNumber: 'rm-123456',
    },
  };
}
