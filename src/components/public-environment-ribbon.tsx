import { useEnvironment } from '../hooks/use-environment.ts';
import { EnvironmentRibbon } from './environment-ribbon.tsx';

/** The corner ribbon of a public page: its own state, so the answer of /api/config re-renders the ribbon alone. */
export function PublicEnvironmentRibbon() {
  const environment = useEnvironment();
  return environment ? <EnvironmentRibbon environment={environment} /> : null;
}
