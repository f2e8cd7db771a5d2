import { useEffect, useState } from 'react';
import { NETWORK_CODE_PATTERN, normaliseNetworkCode } from '../../../domain/network/network-code.ts';
import type { NetworkCodeResult } from '../../../domain/schemas/network.ts';
import { httpClient } from '../../providers/http-client.ts';
import { userMessageOf } from '../../providers/api-errors.ts';

const debounceMs = 400;

export type NetworkCodeCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'found'; network: NetworkCodeResult }
  | { state: 'refused'; message: string };

/** Asks GET /profile/network/validate/{code} which network a code names ('Codice non trovato! Riprova' on a 404). */
export async function checkNetworkCode(code: string): Promise<NetworkCodeCheck> {
  try {
    const { data } = await httpClient.get<NetworkCodeResult>(`/profile/network/validate/${encodeURIComponent(normaliseNetworkCode(code))}`);
    return { state: 'found', network: data };
  } catch (error) {
    return { state: 'refused', message: userMessageOf(error, 'networkCode') };
  }
}

/** The live check of the network code step, 400 ms after the user stops typing a well-formed code. */
export function useNetworkCodeCheck(code: string): NetworkCodeCheck {
  const normalised = normaliseNetworkCode(code);
  const wellFormed = NETWORK_CODE_PATTERN.test(normalised);
  const [answer, setAnswer] = useState<{ code: string; check: NetworkCodeCheck } | null>(null);
  useEffect(() => {
    if (!wellFormed) return undefined;
    let current = true;
    const timer = window.setTimeout(() => {
      void checkNetworkCode(normalised).then((check) => { if (current) setAnswer({ code: normalised, check }); });
    }, debounceMs);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [normalised, wellFormed]);
  if (!wellFormed) return { state: 'idle' };
  return answer?.code === normalised ? answer.check : { state: 'checking' };
}
