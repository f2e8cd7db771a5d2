import { opportunityRegister } from '../../../domain/resources/opportunity-register.ts';
import { defineUnit } from '../../crud/unit.ts';
import { opportunities } from '../../db/schema/index.ts';
import { registerVisibility } from '../opportunities/public.ts';

/**
 * The register of submitted opportunities (domain/resources/opportunity-register.ts): read-only, its network by name.
 */
export const opportunityRegisterUnit = defineUnit({
  declaration: opportunityRegister,
  table: opportunities,
  visibility: registerVisibility,
});
