import type { SessionInfo } from '@sportello/contracts/auth/login.contract';
import type { CustomerArea } from '@sportello/contracts/capabilities/capabilities.values';
import { useQuery } from '@tanstack/react-query';
import { myCapabilitiesQuery } from '../api/capabilities-calls';

/** Whether the signed-in user may see a customer area. */
export type AreaCheck = (area: CustomerArea) => boolean;

const STAFF_ROLES: readonly string[] = ['operator', 'admin'];

/**
 * The customer areas the signed-in user sees (decision 066): the vendor's staff every one, without
 * asking; a customer those the server grants. While the answer is on its way the areas are hidden
 * (a denied menu never shows for a moment); if it fails they are shown, as before rules existed:
 * the server refuses a denied area's calls anyway.
 */
export function useGrantedAreas(session: SessionInfo | undefined, sessionKey: string): AreaCheck {
  const customer = session !== undefined && !STAFF_ROLES.includes(session.User.Role);
  const query = useQuery({ ...myCapabilitiesQuery(sessionKey), enabled: customer });
  if (!customer || query.isError) return () => true;
  const areas = query.data?.Areas;
  return (area) => areas?.includes(area) ?? false;
}
