import type { z } from 'zod';
import type { footprintInputSchema } from '../carbon/input.ts';
import type { footprintResultSchema } from '../carbon/result-schema.ts';
import { endpoint } from './endpoint.ts';

/**
 * Carbon footprints (spec sections 1, 2 and 7) beyond the generated CRUD of the saved ones: the calculator's compute
 * call and a saved footprint's PDF report.
 */
export const carbonFootprintsApi = {
  /** The yearly footprint of a home or a condominium from its use, computed and not saved. */
  compute: endpoint<z.output<typeof footprintResultSchema>, undefined, z.input<typeof footprintInputSchema>>()(
    'POST',
    '/consumption/functions/carbonfootprint',
  ),
  /** The footprint's report in Italian, a PDF. */
  report: endpoint<ArrayBuffer>()('GET', '/evaluator/carbon/footprint/:id/report.pdf'),
};
