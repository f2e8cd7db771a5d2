import type { Transaction } from '../db/client.ts';
import { newsPosts } from '../db/schema/index.ts';

const DAY_MS = 24 * 3_600_000;

/**
 * A few news posts of the demo network and of every network, already published (and so already notified): the
 * dashboards' news block and `/news` are not empty in the demo.
 */
export async function seedDemoNews(
  tx: Transaction,
  networkId: string,
  profileIds: ReadonlyMap<string, string>,
): Promise<void> {
  const now = Date.now();
  const backOffice = profileIds.get('backoffice@demo.example') ?? null;
  const hubHead = profileIds.get('hubhead@demo.example') ?? null;
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);
  await tx.insert(newsPosts).values([
    {
      title: 'Nuovo bando regionale per la riqualificazione dei condomini',
      body: '<p>La Regione ha aperto un <b>bando da 12 milioni</b> per interventi su involucro e impianti dei condomini.</p><ul><li>Domande entro il 31 marzo</li><li>Contributo fino al 40%</li></ul>',
      link: 'https://www.example.org/bando-condomini',
      networkId: null,
      audienceRoles: ['HubHead', 'Designer', 'HWDesigner', 'Specialist', 'LocalManager', 'BackofficeUser'],
      publishAt: at(2),
      authorId: backOffice,
      notifiedAt: at(2),
    },
    {
      title: 'Incontro dei capohub: calendario del trimestre',
      body: '<p>Il prossimo incontro dei capohub si terrà <i>online</i> il primo lunedì del mese. Porta i numeri dei progetti in corso.</p>',
      link: null,
      networkId: null,
      audienceRoles: ['HubHead'],
      publishAt: at(5),
      authorId: backOffice,
      notifiedAt: at(5),
    },
    {
      title: 'Benvenuti nella Rete Demo',
      body: '<p>Da questa settimana la rete conta <b>due nuovi progettisti</b>: date loro il benvenuto!</p>',
      link: null,
      networkId,
      audienceRoles: ['Designer', 'HWDesigner', 'Specialist', 'LocalManager'],
      publishAt: at(7),
      authorId: hubHead,
      notifiedAt: at(7),
    },
  ]);
}
