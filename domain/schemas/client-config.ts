import { z } from 'zod';

/**
 * GET /config: what the SPA needs before anything else (public): the environment ribbon and the issuer to log in with.
 */
export const clientConfigSchema = z.object({
  environment: z.string(),
  issuer: z.url(),
  clientId: z.string(),
});

export type ClientConfig = z.infer<typeof clientConfigSchema>;
