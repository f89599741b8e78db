import type { SecureCodeAnswer } from '@sportello/contracts/recovery/secure-code.contract';
import { paths } from '../../../config/paths';
import type { SupportMode } from '../../../lib/retrieve-mode';

/** Spec §4 and §9: the message stays readable for 3 s before the page moves on. */
export const SECURE_CODE_REDIRECT_MS = 3000;

export type SecureCodeNextStep =
  /** Show the message, then go to `to` after `delayMs`. */
  | { kind: 'redirect'; to: string; delayMs: number }
  /**
   * Show the message (with the company's masked address when a code went there) and offer the
   * support form in `mode`, prefilled with what the requester typed.
   */
  | { kind: 'offerSupport'; mode: SupportMode; maskedEmail: string | undefined }
  /**
   * An empty response (spec §4: "opens the code modal"): no outcome to announce, so the modal shows
   * its request form again, with what was typed, to send once more.
   */
  | { kind: 'codeModal' };

/**
 * What the web does with each secure-code outcome, exactly as the table of docs/secure-codes.md says.
 * `vat` is the company the requester typed, used when the server sends no redirect parameters.
 */
export function secureCodeNextStep(response: SecureCodeAnswer, vat: string): SecureCodeNextStep {
  if (!response) return { kind: 'codeModal' };
  switch (response.Code) {
    case 'REGISTERED': {
      // The company has users already: the requester should retrieve their user name (mode 1).
      const query = new URLSearchParams(response.RedirectParams ?? { mode: '1', vat });
      return {
        kind: 'redirect',
        to: `${paths.retrieveInfo}?${query.toString()}`,
        delayMs: SECURE_CODE_REDIRECT_MS,
      };
    }
    case 'COMPLETED':
    case 'COMPLETED_NO_CODE':
      // The code went to the registered address; if nobody reads it any more, support can help (mode 3).
      return { kind: 'offerSupport', mode: 3, maskedEmail: response.User?.Company.Email };
    case 'NOT_FOUND_BUSINESS':
      // Unknown company: the requester has no user name and cannot get one by themselves (mode 2).
      return { kind: 'offerSupport', mode: 2, maskedEmail: undefined };
    case 'NOT_FOUND_SUPPORT':
    case 'OTHER':
      return { kind: 'redirect', to: paths.login, delayMs: SECURE_CODE_REDIRECT_MS };
  }
}
