import { describe, expect, it } from 'vitest';
import { registrationFlowOf } from '../../../domain/network/invitations.ts';
import {
  dataStepsOf,
  registrationFlowNames,
  registrationFlows,
  registrationSteps,
  stepOfErrorPath,
} from '../../../domain/registration/flows.ts';
import {
  flowOf,
  registrationRequestSchemas,
  stepSchemasOf,
} from '../../../domain/registration/registration-request.ts';
import { isUserType } from '../../../domain/rules/user-types.ts';

describe('registration flows', () => {
  it('keeps the steps of spec section 2 in their order, loading first and thank-you last', () => {
    for (const flow of registrationFlowNames) {
      const { steps } = registrationFlows[flow];
      expect(steps[0]).toBe('loading');
      expect(steps.at(-1)).toBe('thankYou');
      expect([...steps].sort((a, b) => registrationSteps.indexOf(a) - registrationSteps.indexOf(b))).toEqual(steps);
    }
  });

  it('asks each flow for its data steps: designer all, local manager no skills, district manager neither skills nor public profile', () => {
    expect(dataStepsOf('designer')).toEqual([
      'skills',
      'user',
      'network',
      'company',
      'publicProfile',
      'legalRepresentative',
    ]);
    expect(dataStepsOf('local-manager')).toEqual([
      'user',
      'network',
      'company',
      'publicProfile',
      'legalRepresentative',
    ]);
    expect(dataStepsOf('district-manager')).toEqual(['user', 'network', 'company', 'legalRepresentative']);
  });

  it('has a request schema whose step keys are exactly the data steps of its flow', () => {
    const schemas = registrationRequestSchemas('2026-03-15');
    for (const flow of registrationFlowNames) {
      const keys = Object.keys(schemas[flow].shape).filter((key) => key !== 'flow' && key !== 'token');
      expect(keys.sort()).toEqual([...dataStepsOf(flow)].sort());
      const stepSchemas = stepSchemasOf(flow, '2026-03-15');
      expect(Object.keys(stepSchemas).sort()).toEqual([...dataStepsOf(flow)].sort());
    }
  });

  it('grants the roles and user types the issue names, and serves every invitable role with a flow', () => {
    expect(
      Object.fromEntries(
        registrationFlowNames.map((flow) => [flow, [registrationFlows[flow].role, registrationFlows[flow].userType]]),
      ),
    ).toEqual({
      designer: ['Designer', 'Designer'],
      'local-manager': ['LocalManager', 'Agency'],
      'district-manager': ['HubHead', 'DistrictManager'],
    });
    expect(registrationFlowNames.every((flow) => isUserType(registrationFlows[flow].userType))).toBe(true);
    expect(new Set(Object.values(registrationFlowOf))).toEqual(new Set(registrationFlowNames));
  });

  it('maps a server error path to its step and field, and reads the flow of a body', () => {
    expect(stepOfErrorPath('designer', 'company.vatNumber')).toEqual({ step: 'company', field: 'vatNumber' });
    expect(stepOfErrorPath('district-manager', 'skills.skillIds')).toBeNull();
    expect(stepOfErrorPath('designer', 'token')).toBeNull();
    expect([flowOf({ flow: 'designer' }), flowOf({ flow: 'capo' }), flowOf(null)]).toEqual(['designer', null, null]);
  });
});
