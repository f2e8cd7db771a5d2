import type { z } from 'zod';
import type { designerProfileSchema, designerProfileViewSchema } from '../schemas/designer-profile.ts';
import type { passwordUpdateSchema } from '../schemas/password-change.ts';
import type { personalDataSchema } from '../schemas/personal-data.ts';
import type { profileDetailsSchema } from '../schemas/profile.ts';
import type { profileSkillsSchema, profileSkillsViewSchema } from '../schemas/profile-skills.ts';
import type { skillCatalogueSchema, skillCategorySchema } from '../schemas/skill-catalogue.ts';
import type { uniquenessRequestSchema, uniquenessResultSchema } from '../schemas/uniqueness.ts';
import { endpoint } from './endpoint.ts';

type DesignerProfileView = z.output<typeof designerProfileViewSchema>;
type ProfileSkillsView = z.output<typeof profileSkillsViewSchema>;

/** The caller's own profile (spec sections 3 and 7): personal data, picture, password, designer profile and skills. */
export const profileApi = {
  /** Saves the caller's personal data and answers the profile as it is now. */
  updatePersonalData: endpoint<
    z.output<typeof profileDetailsSchema>,
    undefined,
    z.input<ReturnType<typeof personalDataSchema>>
  >()('PUT', '/profile/profile'),
  /** Changes the caller's password once the current one is checked. */
  changePassword: endpoint<null, undefined, z.input<typeof passwordUpdateSchema>>()('PUT', '/profile/profile/password'),
  /** Stores the caller's picture: the image itself is the body. */
  uploadAvatar: endpoint<{ avatar: string }, undefined, Blob>()('POST', '/profile/profile/avatar'),
  /** A profile's picture itself (`v`, the picture's version, lets the browser keep it until it changes). */
  avatar: endpoint<Blob, { v?: string }>()('GET', '/profile/profile/avatar/:profileId'),
  /** The designer profile of an Active Designer or HWDesigner. */
  designerProfile: endpoint<DesignerProfileView>()('GET', '/profile/profile/designer'),
  /** Saves the designer profile. */
  updateDesignerProfile: endpoint<DesignerProfileView, undefined, z.input<typeof designerProfileSchema>>()(
    'PUT',
    '/profile/profile/designer',
  ),
  /** The skills the caller chose from the catalogue and their free text. */
  skills: endpoint<ProfileSkillsView>()('GET', '/profile/profile/skills'),
  /** Saves the caller's skills. */
  updateSkills: endpoint<ProfileSkillsView, undefined, z.input<typeof profileSkillsSchema>>()(
    'PUT',
    '/profile/profile/skills',
  ),
  /** The skill catalogue (public): each category with its skills. */
  skillCatalogue: endpoint<z.output<typeof skillCatalogueSchema>>()('GET', '/profile/skill'),
  /** The skill categories alone. */
  skillCategories: endpoint<z.output<typeof skillCategorySchema>[]>()('GET', '/profile/skill/category'),
  /** Whether an e-mail or a phone is free, leaving out one profile (public: registration asks it too). */
  checkUniqueness: endpoint<
    z.output<typeof uniquenessResultSchema>,
    undefined,
    z.input<typeof uniquenessRequestSchema>
  >()('POST', '/profile/validate'),
};
