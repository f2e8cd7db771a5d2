import { registrationApi } from '../../../domain/api/registration.ts';
import { NETWORK_CODE_PATTERN, normaliseNetworkCode } from '../../../domain/network/network-code.ts';
import type { NetworkCodeResult } from '../../../domain/schemas/network.ts';
import { useApiCheck, useApiRead } from '../../hooks/use-api.ts';
import { userMessageOf } from '../../providers/api-errors.ts';

export type NetworkCodeCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'found'; network: NetworkCodeResult }
  | { state: 'refused'; message: string };

/** The question of which network a code names (a 404 when none). */
const networkCodeRequest = (code: string) => ({ params: { code: normaliseNetworkCode(code) } });

/** The live check of the network code step, 400 ms after the user stops typing a well-formed code. */
export function useNetworkCodeCheck(code: string): NetworkCodeCheck {
  const wellFormed = NETWORK_CODE_PATTERN.test(normaliseNetworkCode(code));
  const answer = useApiCheck(
    wellFormed ? { endpoint: registrationApi.networkCode, request: networkCodeRequest(code) } : null,
  );
  switch (answer.state) {
    case 'answered':
      return { state: 'found', network: answer.data };
    case 'failed':
      return { state: 'refused', message: userMessageOf(answer.error, 'networkCode') };
    default:
      return answer;
  }
}

/** The same question asked at once, when the step moves on ('Codice non trovato! Riprova' on a 404). */
export function useNetworkCodeConfirm(): (code: string) => Promise<NetworkCodeCheck> {
  const read = useApiRead();
  return async (code) => {
    try {
      return { state: 'found', network: await read(registrationApi.networkCode, networkCodeRequest(code)) };
    } catch (error) {
      return { state: 'refused', message: userMessageOf(error, 'networkCode') };
    }
  };
}
