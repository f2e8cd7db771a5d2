import type { AppRoleName } from '../auth/roles.ts';
import { backOffice, ownOrBackOffice } from './policy.ts';

/** Who sees and changes which appointments. */
export const appointmentPolicy = {
  /** Sees every appointment (anyone else those they organise or take part in). */
  seesEveryAppointment: backOffice,
  /** Invites members of every network to an appointment (anyone else their own network's). */
  invitesFromEveryNetwork: backOffice,
  /** Changes, deletes or reads the history of this appointment: its organiser, or back office. */
  mayEditAppointment: (activeRoles: readonly AppRoleName[], { isOrganiser }: { isOrganiser: boolean }): boolean =>
    ownOrBackOffice(activeRoles, isOrganiser),
};
