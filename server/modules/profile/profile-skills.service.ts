import { asc, eq } from 'drizzle-orm';
import { SKILLS_MESSAGES, type ProfileSkills, type ProfileSkillsView } from '../../../domain/schemas/profile-skills.ts';
import type { Database } from '../../db/client.ts';
import { profileSkills, profiles } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { knownSkillIds } from '../skills/public.ts';

/** GET /profile/profile/skills: the skills the caller chose from the catalogue and their free-text extra skills. */
export async function profileSkillsOf(db: Database, profileId: string): Promise<ProfileSkillsView> {
  const [chosen, [profile]] = await Promise.all([
    db
      .select({ id: profileSkills.skillId })
      .from(profileSkills)
      .where(eq(profileSkills.profileId, profileId))
      .orderBy(asc(profileSkills.skillId)),
    db.select({ skillDescription: profiles.skillDescription }).from(profiles).where(eq(profiles.id, profileId)),
  ]);
  return { skillIds: chosen.map(({ id }) => id), skillDescription: profile?.skillDescription ?? null };
}

/** PUT /profile/profile/skills: replaces the choice in one transaction; an id outside the catalogue changes nothing. */
export async function saveProfileSkills(
  db: Database,
  profileId: string,
  data: ProfileSkills,
): Promise<ProfileSkillsView> {
  const known = await knownSkillIds(db, data.skillIds);
  if (known.size !== data.skillIds.length) {
    throw new HttpError(400, 'Dati non validi', [{ path: 'skillIds', message: SKILLS_MESSAGES.skillInvalid }]);
  }
  return db.transaction(async (tx) => {
    await tx.delete(profileSkills).where(eq(profileSkills.profileId, profileId));
    if (data.skillIds.length > 0)
      await tx.insert(profileSkills).values(data.skillIds.map((skillId) => ({ profileId, skillId })));
    await tx.update(profiles).set({ skillDescription: data.skillDescription }).where(eq(profiles.id, profileId));
    return profileSkillsOf(tx, profileId);
  });
}
