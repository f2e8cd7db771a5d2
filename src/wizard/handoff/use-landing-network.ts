import { useEffect, useState } from 'react';
import { NETWORK_CODE_NOT_FOUND } from '../../../domain/rules/messages.ts';
import type { LandingNetwork } from '../../../domain/schemas/landing-contacts.ts';
import { fetchLandingNetwork } from '../landing-api.ts';

/**
 * The network of a landing link: found (its name is shown and its code goes with the contact), not found (the spec's
 * message, and the contact goes without a code), or not known yet because the lookup failed (the server checks the
 * code when the contact is sent).
 */
export type LandingNetworkState =
  | { status: 'none' | 'loading' | 'unavailable' }
  | { status: 'found'; network: LandingNetwork }
  | { status: 'notFound'; message: string };

export function useLandingNetwork(code: string | null): LandingNetworkState {
  const [state, setState] = useState<LandingNetworkState>({ status: code ? 'loading' : 'none' });
  useEffect(() => {
    if (!code) return undefined;
    const controller = new AbortController();
    fetchLandingNetwork(code, controller.signal)
      .then((outcome) => {
        if (outcome.ok) setState({ status: 'found', network: outcome.value });
        else if (outcome.status === 404)
          setState({ status: 'notFound', message: outcome.message ?? NETWORK_CODE_NOT_FOUND });
        else setState({ status: 'unavailable' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'unavailable' });
      });
    return () => {
      controller.abort();
    };
  }, [code]);
  return state;
}

/** The code the contact carries: the network's when it was found or could not be checked, none when it is unknown. */
export function networkCodeToSend(code: string | null, state: LandingNetworkState): string | null {
  if (!code) return null;
  if (state.status === 'found') return state.network.code;
  return state.status === 'notFound' ? null : code;
}
