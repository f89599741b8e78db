import { z } from 'zod';
import { CUSTOMER_ACCOUNT_ROLES } from '../backoffice/users.values';
import { defineRoute } from '../common/route';
import { COLLEAGUES_ROUTES } from './colleagues.routes';

/**
 * A company administrator's changes to a colleague of their own company (decision 038): enable or
 * disable, user or company administrator, unlock. Another company's user is not found.
 */

const ColleagueId = z.object({ Id: z.uuid({ error: 'ERROR_NOT_FOUND' }) });
const Done = z.object({ Done: z.literal(true) });

export const enableColleague = defineRoute({
  ...COLLEAGUES_ROUTES.enableColleague,
  summary: 'Enable or disable a colleague of the same company; the disabled are signed out (audited)',
  params: ColleagueId,
  body: z.object({ Enabled: z.boolean() }),
  response: Done,
});

export const setColleagueRole = defineRoute({
  ...COLLEAGUES_ROUTES.setColleagueRole,
  summary: 'Make a colleague a user or a company administrator; they are signed out (audited)',
  params: ColleagueId,
  body: z.object({ Role: z.enum(CUSTOMER_ACCOUNT_ROLES, { error: 'ERROR_BAD_ROLE' }) }),
  response: Done,
});

export const unlockColleague = defineRoute({
  ...COLLEAGUES_ROUTES.unlockColleague,
  summary: "Lift the lock that wrong passwords put on a colleague's sign-in (audited)",
  params: ColleagueId,
  response: Done,
});
