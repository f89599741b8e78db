import { z } from 'zod';
import { int4Id } from '../common/column-ranges';
import { defineRoute } from '../common/route';
import { ruleIssue } from '../common/rule-issue';
import { checkPersonName, checkPhone } from '../rules/patterns';
import { isAvailabilityOrdered } from '../rules/person-data';
import { fail, type RuleResult } from '../rules/rule-result';
import { PROFILE_ROUTES } from './profile.routes';
import { WIRE_DAY_PATTERN } from './profile.values';

/**
 * The signed-in user's own details (decision 043): what registration asked of them that they may
 * change themselves — names, phones, language, contact availability — and the birth date of spec §3
 * Person. User name, e-mail address (verified apart), fiscal code and company stay as they are.
 */

const TimeValue = z.object({ TimeValue: z.number().int().min(0).max(24) });
const Availability = z.object({ From: TimeValue, To: TimeValue });

/** A calendar day `YYYY-MM-DD`, or null for none. */
const BirthDate = z.string().regex(WIRE_DAY_PATTERN, 'ERROR_DATE_INVALID').nullable().default(null);

/** Person.BirthDate's default (spec §3) is the empty date: back-end systems send year 1 for it (§9). */
const isDefaultDay = (day: string) => day.startsWith('0001-');

/** A real day of the calendar (no 29/02 of a common year, no month 13). */
function isCalendarDay(day: string): boolean {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(2000, month - 1, date));
  utc.setUTCFullYear(year);
  return utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date;
}

export const Profile = z
  .object({
    UserName: z.string(),
    Email: z.string(),
    FiscalCode: z.string(),
    FirstName: z.string(),
    LastName: z.string(),
    PhoneNumber: z.string(),
    MobilePhone: z.string(),
    Language: z.object({ Id: int4Id }),
    Availability,
    BirthDate: z.string().nullable(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof Profile>;

const required = (value: string, rule: (v: string) => RuleResult) =>
  value.trim() === '' ? fail('ERROR_FIELD_REQUIRED') : rule(value);

const text = (max: number) => z.string().trim().max(max, 'ERROR_FIELD_TOO_LONG');

/**
 * What the profile saves, under registration's rules (spec §5): names required, phones in the strict
 * format, availability ordered. Phones may be empty, as for people who joined through an identity
 * provider. The birth date's limits depend on today and are the service's check.
 */
export const ProfileInput = z
  .object({
    FirstName: text(100),
    LastName: text(100),
    PhoneNumber: text(32).default(''),
    MobilePhone: text(32).default(''),
    Language: z.object({ Id: z.number().int().min(1, 'ERROR_BAD_REQUEST').max(2, 'ERROR_BAD_REQUEST') }),
    Availability,
    BirthDate,
  })
  .superRefine((input, ctx) => {
    ruleIssue(ctx, 'FirstName', required(input.FirstName, checkPersonName));
    ruleIssue(ctx, 'LastName', required(input.LastName, checkPersonName));
    ruleIssue(ctx, 'PhoneNumber', checkPhone(input.PhoneNumber, { strict: true, required: false }));
    ruleIssue(ctx, 'MobilePhone', checkPhone(input.MobilePhone, { strict: true, required: false }));
    if (!isAvailabilityOrdered(input.Availability.From.TimeValue, input.Availability.To.TimeValue))
      ruleIssue(ctx, 'Availability', fail('ERROR_AVAILABILITY_INVALID'));
    const day = input.BirthDate;
    if (day !== null && WIRE_DAY_PATTERN.test(day) && !isDefaultDay(day) && !isCalendarDay(day))
      ruleIssue(ctx, 'BirthDate', fail('ERROR_DATE_INVALID'));
  })
  .transform((input) => ({
    ...input,
    BirthDate: input.BirthDate === null || isDefaultDay(input.BirthDate) ? null : input.BirthDate,
  }));
export type ProfileInput = z.input<typeof ProfileInput>;

export const getProfile = defineRoute({
  ...PROFILE_ROUTES.getProfile,
  summary: "The signed-in user's own details (ERROR_USERGETDATA when they cannot be read)",
  response: Profile,
});

export const saveProfile = defineRoute({
  ...PROFILE_ROUTES.saveProfile,
  summary:
    'Change one’s own names, phones, language, availability and birth date (field errors in Fields; audited)',
  body: ProfileInput,
  response: Profile,
});
