import { MEDIUM_MIN } from '@sportello/contracts/rules/password';
import { useQuery } from '@tanstack/react-query';
import { portalSettingsQuery } from './portal-settings-query';

/**
 * The shortest password the portal takes (spec §5: from configuration, PASSWORD_MIN_LENGTH): the
 * forms say it in their hints and check it before sending; the rule's own until the settings arrive
 * (the server checks the configured one anyway).
 */
export function usePasswordMinLength(): number {
  return useQuery(portalSettingsQuery).data?.PasswordMinLength ?? MEDIUM_MIN;
}
