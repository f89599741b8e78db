import type { TFunction } from 'i18next';

const POLICY_REASONS = ['STRENGTH', 'FIRSTNAME', 'LASTNAME', 'USERNAME'] as const;
type PolicyReason = (typeof POLICY_REASONS)[number];

function isPolicyReason(value: string | undefined): value is PolicyReason {
  return POLICY_REASONS.some((reason) => reason === value);
}

/**
 * Why a new password was refused (ERROR_PASSOWRD_INVALID and its detail), the same sentence whether
 * the browser's check or the server's found it. The requirements themselves stay in the field's hint.
 */
export function passwordPolicyText(t: TFunction<'login'>, detail: string | undefined): string {
  return t(`login.password.reason.${isPolicyReason(detail) ? detail : 'STRENGTH'}`);
}
