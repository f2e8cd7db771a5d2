import type { AppRoleName } from '../auth/roles.ts';
import { ownOrBackOffice } from './policy.ts';

/** Who changes the files attached to a record (who reads them is the record's own rule). */
export const attachmentPolicy = {
  /** Changes or deletes this file: its uploader, or back office. */
  mayChangeAttachment: (activeRoles: readonly AppRoleName[], { isUploader }: { isUploader: boolean }): boolean =>
    ownOrBackOffice(activeRoles, isUploader),
};
