import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { urlOf } from '../../../domain/api/endpoint.ts';
import { profileApi } from '../../../domain/api/profile.ts';
import {
  AVATAR_MAX_BYTES,
  AVATAR_MESSAGES,
  avatarContentTypeOf,
  imageTypeOfBytes,
} from '../../../domain/rules/avatar.ts';
import type { Database } from '../../db/client.ts';
import { profileAvatars, profiles } from '../../db/schema/index.ts';
import { newStorageKey, type StoredFile } from '../../files/file-store.ts';
import type { FileServices } from '../../files/file-services.ts';
import { HttpError } from '../../http/http-error.ts';

export const AVATAR_NOT_FOUND = 'Immagine non trovata';

/** The random part of a storage key: the version the avatar URL names, so a new picture gets a new URL. */
const versionOf = (storageKey: string) => storageKey.slice(storageKey.indexOf('/') + 1);

/** The avatar's URL below the API base, as the profile's `avatar` field carries it. */
export const avatarPath = (profileId: string, storageKey: string) =>
  urlOf(profileApi.avatar, { params: { profileId }, query: { v: versionOf(storageKey) } });

const refused = (message: string) => new HttpError(400, message, [{ path: 'file', message }]);

/**
 * POST /profile/profile/avatar: a JPEG, PNG or WebP image of at most 2 MB whose bytes match the declared type. Nothing
 * is written before every check passed; the previous picture's bytes go once the new one is recorded.
 */
export async function saveAvatar(
  db: Database,
  files: FileServices,
  profileId: string,
  contentTypeHeader: string | undefined,
  body: unknown,
): Promise<string> {
  const contentType = avatarContentTypeOf(contentTypeHeader);
  if (!contentType) throw refused(AVATAR_MESSAGES.typeNotAllowed);
  if (!Buffer.isBuffer(body) || body.length === 0) throw refused(AVATAR_MESSAGES.empty);
  if (body.length > AVATAR_MAX_BYTES) throw refused(AVATAR_MESSAGES.tooLarge);
  if (imageTypeOfBytes(body) !== contentType) throw refused(AVATAR_MESSAGES.notAnImage);

  const storageKey = newStorageKey();
  const received = await files.store.receive(Readable.from([body]), AVATAR_MAX_BYTES);
  await received.commit(storageKey);
  const avatar = avatarPath(profileId, storageKey);
  let previous: string | undefined;
  try {
    previous = await db.transaction(async (tx) => {
      const [old] = await tx
        .select({ storageKey: profileAvatars.storageKey })
        .from(profileAvatars)
        .where(eq(profileAvatars.profileId, profileId));
      const values = { storageKey, contentType, size: body.length, updatedAt: new Date() };
      await tx
        .insert(profileAvatars)
        .values({ profileId, ...values })
        .onConflictDoUpdate({ target: profileAvatars.profileId, set: values });
      await tx.update(profiles).set({ avatar }).where(eq(profiles.id, profileId));
      return old?.storageKey;
    });
  } catch (error) {
    await files.store.remove(storageKey);
    throw error;
  }
  // The new picture is committed: failing to remove the old bytes leaves them unreachable, never a failed upload.
  if (previous) await files.store.remove(previous).catch(() => undefined);
  return avatar;
}

/** GET /profile/profile/avatar/{profileId}?v=: the picture when `v` names its current version; a 404 otherwise. */
export async function openAvatar(
  db: Database,
  files: FileServices,
  profileId: string,
  version: string | undefined,
): Promise<StoredFile & { contentType: string }> {
  const [row] = await db.select().from(profileAvatars).where(eq(profileAvatars.profileId, profileId));
  if (!row || version !== versionOf(row.storageKey)) throw new HttpError(404, AVATAR_NOT_FOUND);
  const file = await files.store.read(row.storageKey);
  if (!file) throw new HttpError(404, AVATAR_NOT_FOUND);
  return { ...file, contentType: row.contentType };
}
