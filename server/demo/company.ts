import { eq } from 'drizzle-orm';
import { formatAddress } from '../../domain/schemas/company-data.ts';
import type { Transaction } from '../db/client.ts';
import { legalContacts, organizations } from '../db/schema/index.ts';

const address = {
  street: 'Via Roma',
  houseNumber: '1',
  zip: '20121',
  city: 'Milano',
  province: 'MI',
  nation: 'Italia',
};

/** The company data of the demo organization (the designer's and the hub head's) and its legal representative. */
export async function seedDemoCompany(tx: Transaction, organizationId: string): Promise<void> {
  await tx
    .update(organizations)
    .set({
      ...address,
      address: formatAddress(address),
      phone: '3401112200',
      certifiedEmail: 'studiodemo@pec.demo.example',
      electronicInvoicingCode: 'M5UXCR1',
      website: 'https://www.studiodemo.example',
      publicDescription: 'Studio di progettazione per la riqualificazione energetica di condomini e case.',
    })
    .where(eq(organizations.id, organizationId));
  await tx.insert(legalContacts).values({
    organizationId,
    firstName: 'Giulia',
    lastName: 'Ferri',
    fiscalCode: 'FRRGLI80A41F205Z',
    email: 'hubhead@demo.example',
    phone: '3401112233',
  });
}
