import { describe, expect, it } from 'vitest';
import { appRoleNames, type AppRoleName } from '../../../domain/auth/roles.ts';
import { appointmentPolicy } from '../../../domain/policies/appointments.ts';
import { attachmentPolicy } from '../../../domain/policies/attachments.ts';
import { footprintPolicy } from '../../../domain/policies/carbon-footprints.ts';
import { condominiumPolicy } from '../../../domain/policies/condominiums.ts';
import { directoryPolicy } from '../../../domain/policies/directories.ts';
import { leadPolicy } from '../../../domain/policies/leads.ts';
import { networkPolicy } from '../../../domain/policies/networks.ts';
import { newsPolicy } from '../../../domain/policies/news.ts';
import { opportunityPolicy } from '../../../domain/policies/opportunities.ts';
import { organizationPolicy } from '../../../domain/policies/organizations.ts';
import { declared, opensRoute, type RoleRule } from '../../../domain/policies/policy.ts';
import { profilePolicy } from '../../../domain/policies/profile.ts';
import { projectPolicy } from '../../../domain/policies/projects.ts';
import { subscriptionPolicy } from '../../../domain/policies/subscriptions.ts';
import { trainingPolicy } from '../../../domain/policies/trainings.ts';

const policies = {
  appointments: appointmentPolicy,
  attachments: attachmentPolicy,
  footprints: footprintPolicy,
  condominiums: condominiumPolicy,
  directories: directoryPolicy,
  leads: leadPolicy,
  networks: networkPolicy,
  news: newsPolicy,
  opportunities: opportunityPolicy,
  organizations: organizationPolicy,
  profile: profilePolicy,
  projects: projectPolicy,
  subscriptions: subscriptionPolicy,
  trainings: trainingPolicy,
};

const backOffice: readonly AppRoleName[] = ['BackofficeUser', 'BackofficeAdmin'];

/** Each role-only permission of every unit and the roles that hold it alone (spec sections 2 and 6, route table). */
const holdersOf: Readonly<Record<string, readonly AppRoleName[]>> = {
  'appointments.seesEveryAppointment': backOffice,
  'appointments.invitesFromEveryNetwork': backOffice,
  'footprints.seesEveryFootprint': backOffice,
  'condominiums.seesEveryCondominium': backOffice,
  'condominiums.choosesNetwork': backOffice,
  'condominiums.seesNetworkCondominiums': ['HubHead'],
  'condominiums.mayEditCondominium': ['Designer', 'HWDesigner', 'HubHead', ...backOffice],
  'condominiums.becomesDesignerOfCreated': ['Designer', 'HWDesigner'],
  'directories.mayAssociateToProject': ['HubHead', ...backOffice],
  'directories.associatesToEveryNetwork': backOffice,
  'directories.managesAccounts': backOffice,
  'directories.mayAskForContact': ['Designer', ...backOffice],
  'directories.readsEveryProfessionalsFiles': ['Specialist'],
  'directories.seesOnlyOwnNetwork': ['HubHead'],
  'leads.seesEveryLead': backOffice,
  'leads.worksOwnLeads': ['LocalManager'],
  'networks.invitesIntoOwnNetwork': ['Specialist', 'HubHead'],
  'networks.invitesIntoEveryNetwork': backOffice,
  'networks.mayInvite': ['Specialist', 'HubHead', ...backOffice],
  'networks.editsOwnNetwork': ['HubHead'],
  'networks.approvesEveryDesigner': backOffice,
  'networks.managesEveryNetwork': backOffice,
  'networks.picksEveryNetwork': backOffice,
  'networks.picksOwnNetwork': ['HubHead'],
  'news.seesEveryPost': backOffice,
  'news.managesNetworkPosts': ['HubHead'],
  'opportunities.seesEveryOpportunity': backOffice,
  'opportunities.seesNetworkOpportunities': ['HubHead'],
  'opportunities.evaluatesOpportunities': backOffice,
  'organizations.reachesEveryOrganization': backOffice,
  'profile.hasDesignerProfile': ['Designer', 'HWDesigner'],
  'profile.readsEveryProfilesFiles': backOffice,
  'projects.seesEveryProject': backOffice,
  'projects.choosesNetwork': backOffice,
  'projects.seesAssignedProjects': ['Designer', 'HWDesigner'],
  'projects.seesNetworkProjects': ['HubHead'],
  'projects.seesProjectsOfHeldRoles': ['FinalUser', 'Specialist', 'LocalManager', ...backOffice],
  'projects.usesBankService': ['Designer'],
  'projects.picksEveryDesigner': backOffice,
  'projects.picksOwnNetworkDesigners': ['HubHead'],
  'projects.staffsFromEveryNetwork': backOffice,
  'projects.staffsFromOwnNetwork': ['HubHead'],
  'subscriptions.reviewsSubscriptions': backOffice,
  'trainings.seesEveryModule': backOffice,
  'trainings.managesModules': backOffice,
  'trainings.addsLessonFiles': backOffice,
};

const isRoleRule = (entry: unknown): entry is RoleRule => typeof entry === 'function' && entry.length === 1;
const roleRules = Object.entries(policies).flatMap(([unit, policy]) =>
  Object.entries(policy).flatMap(([name, entry]) => (isRoleRule(entry) ? [[`${unit}.${name}`, entry] as const] : [])),
);
const holders = (rule: RoleRule) => appRoleNames.filter((role) => rule([role]));

describe('the units’ policies: each named permission and the roles that hold it', () => {
  it('names every role-only permission of every unit in the table above', () => {
    expect(roleRules.map(([name]) => name).sort()).toEqual(Object.keys(holdersOf).sort());
  });

  it.each(roleRules)('%s is held by exactly its roles', (name, rule) => {
    expect(holders(rule)).toEqual(appRoleNames.filter((role) => holdersOf[name]?.includes(role)));
  });

  it('gives nothing to a user without an Active role', () => {
    expect(roleRules.filter(([, rule]) => rule([])).map(([name]) => name)).toEqual([]);
  });

  it('keeps a hub head who is also back office or a specialist to every network’s people', () => {
    expect(directoryPolicy.seesOnlyOwnNetwork(['HubHead', 'Specialist'])).toBe(false);
    expect(directoryPolicy.seesOnlyOwnNetwork(['HubHead', 'BackofficeUser'])).toBe(false);
    expect(directoryPolicy.seesOnlyOwnNetwork(['HubHead', 'Designer'])).toBe(true);
  });

  it('sees, through X-AppRole as a designer or hub head only, no project by the roles held on it', () => {
    expect(projectPolicy.seesProjectsOfHeldRoles(['Designer', 'HubHead'])).toBe(false);
    expect(projectPolicy.seesProjectsOfHeldRoles(['Designer', 'Specialist'])).toBe(true);
  });
});

describe('the policies are built from the declarations and the route table', () => {
  it('answers a resource action as its declaration does', () => {
    expect(holders(declared('news', 'edit'))).toEqual(['HubHead', ...backOffice]);
    expect(holders(declared('hw-networks', 'delete'))).toEqual([]);
    expect(holders(declared('appointment', 'create'))).toEqual(appRoleNames);
  });

  it('answers a route as the route table does (spec section 2)', () => {
    expect(holders(opensRoute('professional'))).toEqual(['Specialist', 'HubHead', 'BackofficeUser']);
    expect(holders(opensRoute('bo-professional'))).toEqual(['Specialist', 'BackofficeUser']);
    expect(holders(opensRoute('network'))).toEqual(['Specialist', 'HubHead']);
    expect(holders(opensRoute('notifications'))).toEqual(appRoleNames);
    expect(() => opensRoute('nowhere')).toThrow('Unknown route name: nowhere');
  });
});

describe('the record rules', () => {
  const own = { callerNetworkId: 'rete-demo', recordNetworkId: 'rete-demo' };
  const other = { callerNetworkId: 'rete-demo', recordNetworkId: 'rete-adriatica' };
  const everyNetwork = { callerNetworkId: 'rete-demo', recordNetworkId: null };
  const homeless = { callerNetworkId: null, recordNetworkId: null };

  it.each([
    ['news.mayWritePost', newsPolicy.mayWritePost],
    ['condominiums.managesPeople', condominiumPolicy.managesPeople],
  ])('%s: back office on every network, a hub head on their own only', (_name, rule) => {
    for (const scope of [own, other, everyNetwork, homeless]) expect(rule(['BackofficeAdmin'], scope)).toBe(true);
    expect(rule(['HubHead'], own)).toBe(true);
    expect(rule(['HubHead'], other)).toBe(false);
    expect(rule(['HubHead'], everyNetwork)).toBe(false);
    expect(rule(['HubHead'], homeless)).toBe(false);
    expect(rule(['Designer', 'Specialist'], own)).toBe(false);
  });

  it('lets the organiser, the author and the uploader, or back office, change their record', () => {
    expect(appointmentPolicy.mayEditAppointment(['FinalUser'], { isOrganiser: true })).toBe(true);
    expect(appointmentPolicy.mayEditAppointment(['HubHead'], { isOrganiser: false })).toBe(false);
    expect(appointmentPolicy.mayEditAppointment(['BackofficeUser'], { isOrganiser: false })).toBe(true);
    expect(footprintPolicy.mayEditFootprint(['Designer'], { isAuthor: true })).toBe(true);
    expect(footprintPolicy.mayEditFootprint(['Designer'], { isAuthor: false })).toBe(false);
    expect(footprintPolicy.mayEditFootprint(['BackofficeAdmin'], { isAuthor: false })).toBe(true);
    expect(attachmentPolicy.mayChangeAttachment(['Specialist'], { isUploader: true })).toBe(true);
    expect(attachmentPolicy.mayChangeAttachment(['Specialist'], { isUploader: false })).toBe(false);
    expect(attachmentPolicy.mayChangeAttachment(['BackofficeUser'], { isUploader: false })).toBe(true);
  });

  it('lets back office accept a person as designer only while their Designer role is Waiting', () => {
    const waiting = { personRoles: [{ roleName: 'Designer' as const, status: 'Waiting' as const }] };
    const active = { personRoles: [{ roleName: 'Designer' as const, status: 'Active' as const }] };
    const waitingLocalManager = { personRoles: [{ roleName: 'LocalManager' as const, status: 'Waiting' as const }] };
    expect(directoryPolicy.mayAcceptAsDesigner(['BackofficeUser'], waiting)).toBe(true);
    expect(directoryPolicy.mayAcceptAsDesigner(['BackofficeUser'], active)).toBe(false);
    expect(directoryPolicy.mayAcceptAsDesigner(['BackofficeAdmin'], waitingLocalManager)).toBe(false);
    expect(directoryPolicy.mayAcceptAsDesigner(['HubHead', 'Specialist'], waiting)).toBe(false);
  });
});
