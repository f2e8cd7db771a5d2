import { describe, expect, it } from 'vitest';
import { projectStatuses, type ProjectStatus } from '../../../domain/projects/catalogue.ts';
import { projectPermissions } from '../../../domain/projects/permissions.ts';
import { allowedTransitions, checkTransition, type ProjectCaller } from '../../../domain/projects/transitions.ts';

const network = 'rete-demo';
const designer: ProjectCaller = { profileId: 'designer', activeRoles: ['Designer'], networkId: network };
const hubHead: ProjectCaller = { profileId: 'hub', activeRoles: ['HubHead'], networkId: network };
const otherHubHead: ProjectCaller = { profileId: 'hub-2', activeRoles: ['HubHead'], networkId: 'altra-rete' };
const backOffice: ProjectCaller = { profileId: 'bo', activeRoles: ['BackofficeUser'], networkId: null };
const specialist: ProjectCaller = { profileId: 'spec', activeRoles: ['Specialist'], networkId: network };
const project = (status: ProjectStatus) => ({ status, assigneeId: 'designer', networkId: network });
const moves = (status: ProjectStatus, actor: ProjectCaller) =>
  allowedTransitions(project(status), actor).map(({ to, via }) => `${to}${via === 'confirmcmc' ? ' (cmc)' : ''}`);

describe('the project transition table', () => {
  it('gives each actor exactly their moves from each status', () => {
    expect(moves('Draft', hubHead)).toEqual(['Submitted']);
    expect(moves('Draft', backOffice)).toEqual(['Submitted', 'Cancelled']);
    expect(moves('Submitted', hubHead)).toEqual(['InProgress']);
    expect(moves('Submitted', backOffice)).toEqual(['InProgress', 'Draft', 'Cancelled']);
    expect(moves('InProgress', designer)).toEqual(['Completed']);
    expect(moves('InProgress', backOffice)).toEqual(['Completed', 'Cancelled']);
    expect(moves('Completed', backOffice)).toEqual(['Verified (cmc)', 'InProgress', 'Cancelled']);
    for (const status of projectStatuses) {
      expect(moves(status, specialist)).toEqual([]);
      expect(moves(status, otherHubHead)).toEqual([]);
    }
    for (const actor of [designer, hubHead, backOffice]) {
      expect(moves('Verified', actor)).toEqual([]);
      expect(moves('Cancelled', actor)).toEqual([]);
    }
  });

  it('lets only the assigned designer mark a project completed', () => {
    expect(moves('InProgress', { ...designer, profileId: 'someone-else' })).toEqual([]);
    expect(allowedTransitions({ status: 'InProgress', assigneeId: null, networkId: network }, designer)).toEqual([]);
  });

  it('explains every refusal in Italian, 409 for the table and 403 for the actor', () => {
    expect(checkTransition(project('Completed'), 'Draft', backOffice, 'status')).toEqual({
      statusCode: 409,
      message: 'Transizione di stato non consentita: da Completato a Bozza',
    });
    expect(checkTransition(project('Draft'), 'Submitted', designer, 'status')).toEqual({
      statusCode: 403,
      message: 'Non sei autorizzato a portare il progetto da Bozza a Inviato',
    });
    expect(checkTransition(project('Completed'), 'Verified', backOffice, 'status')).toEqual({
      statusCode: 409,
      message: 'Un progetto completato diventa verificato solo con la conferma CMC',
    });
    expect(checkTransition(project('InProgress'), 'Cancelled', backOffice, 'confirmcmc')).toEqual({
      statusCode: 409,
      message: 'Transizione di stato non consentita: da In corso a Annullato',
    });
    expect(checkTransition(project('Draft'), 'Draft', backOffice, 'status')).toEqual({
      statusCode: 409,
      message: 'Il progetto è già in questo stato',
    });
    expect(checkTransition(project('Completed'), 'Verified', backOffice, 'confirmcmc')).toBeNull();
  });

  it('tells each actor what else they may do on a project', () => {
    expect(projectPermissions(project('InProgress'), designer)).toEqual({
      edit: true,
      editAll: false,
      delete: false,
      managePeople: false,
      confirmCmc: false,
    });
    expect(projectPermissions(project('InProgress'), hubHead)).toEqual({
      edit: true,
      editAll: true,
      delete: false,
      managePeople: true,
      confirmCmc: false,
    });
    expect(projectPermissions(project('Completed'), backOffice)).toEqual({
      edit: true,
      editAll: true,
      delete: true,
      managePeople: true,
      confirmCmc: true,
    });
    expect(projectPermissions(project('Verified'), backOffice)).toEqual({
      edit: false,
      editAll: false,
      delete: true,
      managePeople: true,
      confirmCmc: false,
    });
    expect(projectPermissions(project('InProgress'), otherHubHead)).toEqual({
      edit: false,
      editAll: false,
      delete: false,
      managePeople: false,
      confirmCmc: false,
    });
  });
});
