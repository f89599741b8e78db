import { z } from 'zod';
import { clampStep } from './wizard-steps';

/**
 * What the wizard keeps while the user signs in at the identity provider (spec §4: the entered data,
 * enciphered by the server, in a cookie): the company as the spec's "Company (cookie-restored)"
 * (VatCode, FiscalCode, VatCodeType, UserCode), the user data typed so far and the step to resume at.
 * Never a password: the user of such a company has none, and a cookie is no place for one.
 */
const text = (max: number) => z.string().max(max);

export const WizardSnapshot = z.object({
  Step: z.number().int(),
  Company: z.object({
    VatCode: text(16),
    FiscalCode: text(16),
    VatCodeType: z.union([z.literal(1), z.literal(2)]),
    UserCode: text(32),
  }),
  User: z.object({
    userName: text(100),
    firstName: text(100),
    lastName: text(100),
    fiscalCode: text(16),
    email: text(254),
    email2: text(254),
    phone: text(32),
    mobile: text(32),
  }),
  Availability: z.object({ From: z.number().int().min(0).max(24), To: z.number().int().min(0).max(24) }),
  Language: z.number().int().min(1),
});
export type WizardSnapshot = z.infer<typeof WizardSnapshot>;

/** The snapshot the server deciphered, if it has the expected shape (the step clamped to the wizard's). */
export function readSnapshot(content: unknown): WizardSnapshot | undefined {
  const parsed = WizardSnapshot.safeParse(content);
  return parsed.success ? { ...parsed.data, Step: clampStep(parsed.data.Step) } : undefined;
}

/**
 * The identity's own data (from the provider, passed by the landing page) wins over what was typed
 * before leaving: it is what the provider vouches for, and newer.
 */
export function withIdentityData(
  user: WizardSnapshot['User'],
  identity: { email?: string; firstName?: string; lastName?: string } | undefined,
): WizardSnapshot['User'] {
  return {
    ...user,
    firstName: identity?.firstName || user.firstName,
    lastName: identity?.lastName || user.lastName,
    email: identity?.email || user.email,
    email2: identity?.email || user.email2,
  };
}
