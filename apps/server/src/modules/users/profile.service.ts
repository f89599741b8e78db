import { checkDateWithin } from '@sportello/contracts/rules/date-range';
import type { Profile, ProfileInput } from '@sportello/contracts/users/profile.contract';
import { BIRTH_DATE_MIN } from '@sportello/contracts/users/profile.values';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import { type ServiceContext, signedIn, within } from '../../core/context';
import { USERS_RESOURCE } from './user-changes';
import { findUserById, updateUser } from './users.repository';
import type { UserRow } from './users.tables';

/**
 * The signed-in user's own details (decision 043): read and changed by the user alone, through the
 * session; every change is audited like the back office's changes to a user.
 */

export function toProfile(user: UserRow): Profile {
  return {
    UserName: user.userName,
    Email: user.email,
    FiscalCode: user.fiscalCode,
    FirstName: user.firstName,
    LastName: user.lastName,
    PhoneNumber: user.phoneNumber,
    MobilePhone: user.mobilePhone,
    Language: { Id: user.languageId },
    Availability: { From: { TimeValue: user.availabilityFrom }, To: { TimeValue: user.availabilityTo } },
    BirthDate: user.birthDate,
  };
}

/** What the audit log keeps of a profile: the fields the user may change. */
function toRecord(profile: Profile) {
  const { UserName: _name, Email: _email, FiscalCode: _code, ...changeable } = profile;
  return changeable;
}

/** The caller's row; a session whose user cannot be read is ERROR_USERGETDATA (spec §8). */
async function ownRow(ctx: ServiceContext): Promise<UserRow> {
  const user = await findUserById(ctx.tx, signedIn(ctx).actor.userId);
  if (!user) throw new AppError('ERROR_USERGETDATA');
  return user;
}

export async function getProfile(ctx: ServiceContext): Promise<Profile> {
  return toProfile(await ownRow(ctx));
}

const localDay = (wire: string) => {
  const [year, month, day] = wire.split('-').map(Number) as [number, number, number];
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day);
  return date;
};

/**
 * Spec §5 "date within a min and max": a birth date from BIRTH_DATE_MIN up to today (the server's
 * clock), said on the field. The contract has checked that it is a real calendar day.
 */
function checkBirthDate(ctx: ServiceContext, birthDate: string | null): void {
  if (birthDate === null) return;
  const within = checkDateWithin(
    localDay(birthDate),
    { min: BIRTH_DATE_MIN, max: ctx.clock.now() },
    'DD/MM/YYYY',
  );
  if (!within.ok)
    throw new AppError(within.key, within.detail, [
      { path: 'BirthDate', key: within.key, ...(within.detail && { detail: within.detail }) },
    ]);
}

/** Changes the caller's own details; nothing is written (nor audited) when nothing changed. */
export async function saveProfile(
  ctx: ServiceContext,
  input: z.output<typeof ProfileInput>,
): Promise<Profile> {
  checkBirthDate(ctx, input.BirthDate);
  return auditedTransaction(ctx, async (tx, audit) => {
    const before = await ownRow(within(ctx, tx));
    const changes = {
      firstName: input.FirstName,
      lastName: input.LastName,
      phoneNumber: input.PhoneNumber,
      mobilePhone: input.MobilePhone,
      languageId: input.Language.Id,
      availabilityFrom: input.Availability.From.TimeValue,
      availabilityTo: input.Availability.To.TimeValue,
      birthDate: input.BirthDate,
    };
    const [was, is] = [toProfile(before), toProfile({ ...before, ...changes })];
    if (JSON.stringify(was) === JSON.stringify(is)) return is;
    await updateUser(tx, before.id, changes);
    audit({
      resource: USERS_RESOURCE,
      objectId: before.id,
      action: 'update',
      before: toRecord(was),
      after: toRecord(is),
    });
    return is;
  });
}
