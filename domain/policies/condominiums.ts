import { backOffice, declared, designer, everyNetworkOrOwn, hubHead } from './policy.ts';

/** Who may do what with condominiums: their rows, their buildings, stairs and construction site, their people. */
export const condominiumPolicy = {
  /** Sees every condominium, names the network of a new one and moves one to another network. */
  seesEveryCondominium: backOffice,
  choosesNetwork: backOffice,
  /** Sees the condominiums of their own network. */
  seesNetworkCondominiums: hubHead,
  /** Changes a condominium they see: its data, buildings, stairs and construction site. */
  mayEditCondominium: declared('condominiums', 'edit'),
  /** Takes the designer role on a condominium they create. */
  becomesDesignerOfCreated: designer,
  /** Manages the people of this condominium: back office any, a hub head their network's. */
  managesPeople: everyNetworkOrOwn(hubHead),
};
