import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { CONFINEMENT_REFUSED, confinedApiAllows, confinementOf } from '../../domain/auth/status-confinement.ts';
import { callerOf } from './auth.ts';
import { HttpError } from '../http/http-error.ts';

/**
 * The API side of the SPA's status redirects (domain/auth/status-confinement.ts): a caller whose roles' state confines
 * them (suspended, pending payment, waiting for approval) reaches only the routes of the page the SPA lets them see;
 * anything else is a 403 that says why. Runs after `requireCaller`, on every route behind it.
 */
export function createStatusGate(apiPrefix: string) {
  return function requireOpenToStatus(
    request: FastifyRequest,
    _reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ): void {
    const confinement = confinementOf(callerOf(request).roles);
    const pattern = request.routeOptions.url ?? '';
    const path = pattern.startsWith(apiPrefix) ? pattern.slice(apiPrefix.length) : pattern;
    done(
      confinement && !confinedApiAllows(confinement, request.method, path)
        ? new HttpError(403, CONFINEMENT_REFUSED[confinement])
        : undefined,
    );
  };
}
