import { EMAIL_IN_USE, PHONE_IN_USE } from '../../../domain/rules/messages.ts';
import type { RegistrationRequest } from '../../../domain/registration/registration-request.ts';
import { SKILLS_MESSAGES } from '../../../domain/schemas/profile-skills.ts';
import type { ApiError } from '../../../domain/schemas/api-error.ts';
import type { Database } from '../../db/client.ts';
import { postgresConstraint, postgresErrorCode } from '../../crud/db-errors.ts';
import { HttpError } from '../../http/http-error.ts';
import { knownSkillIds } from '../skills/public.ts';
import { checkUniqueness, VAT_IN_USE } from '../uniqueness/public.ts';

type FieldErrors = NonNullable<ApiError['errors']>;

export const REGISTRATION_CONFLICT = 'Alcuni dati risultano già registrati';

const conflict = (errors: FieldErrors) =>
  new HttpError(
    409,
    errors.length === 1 ? (errors[0]?.message ?? REGISTRATION_CONFLICT) : REGISTRATION_CONFLICT,
    errors,
  );

/** 409 with every field already taken: e-mail ('Email già in uso'), phone ('Numero di telefono non valido'), VAT. */
export async function refuseTakenValues(db: Database, request: RegistrationRequest): Promise<void> {
  const checks = [
    { path: 'user.email', result: await checkUniqueness(db, 'userUniqueEmail', request.user.email) },
    { path: 'user.phone', result: await checkUniqueness(db, 'userUniquePhone', request.user.phone) },
    { path: 'company.vatNumber', result: await checkUniqueness(db, 'organizationVat', request.company.vatNumber) },
  ];
  const errors = checks.flatMap(({ path, result }) =>
    result.valid ? [] : [{ path, message: result.message ?? REGISTRATION_CONFLICT }],
  );
  if (errors.length > 0) throw conflict(errors);
}

/** 400 when a chosen skill is not in the catalogue. */
export async function refuseUnknownSkills(db: Database, request: RegistrationRequest): Promise<void> {
  const ids = request.flow === 'designer' ? request.skills.skillIds : [];
  const known = await knownSkillIds(db, ids);
  if (ids.some((id) => !known.has(id))) {
    throw new HttpError(400, SKILLS_MESSAGES.skillInvalid, [
      { path: 'skills.skillIds', message: SKILLS_MESSAGES.skillInvalid },
    ]);
  }
}

/** The unique constraints a registration can still run into when another one commits the same values meanwhile. */
const constraintFields: Readonly<Record<string, { path: string; message: string }>> = {
  accounts_email_unique: { path: 'user.email', message: EMAIL_IN_USE },
  profiles_email_unique: { path: 'user.email', message: EMAIL_IN_USE },
  profiles_phone_unique: { path: 'user.phone', message: PHONE_IN_USE },
  organizations_vat_number_unique: { path: 'company.vatNumber', message: VAT_IN_USE },
};

/** A unique violation inside the registration's transaction as the 409 of its field; anything else unchanged. */
export function conflictOfInsert(error: unknown): unknown {
  if (postgresErrorCode(error) !== '23505') return error;
  const field = constraintFields[postgresConstraint(error) ?? ''];
  return field ? conflict([field]) : new HttpError(409, REGISTRATION_CONFLICT);
}
