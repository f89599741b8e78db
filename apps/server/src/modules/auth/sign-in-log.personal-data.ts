import { desc, eq } from 'drizzle-orm';
import type { PersonalDataPart } from '../../core/personal-data';
import { signInEvents } from './sign-in-log.tables';

/** The user's sign-ins, refusals, lockouts and sign-outs still kept (the retention's), newest first. */
export const SIGN_INS_PART: PersonalDataPart = {
  file: 'sign-ins',
  title: { it: 'Accessi', en: 'Sign-ins' },
  async read(tx, userId) {
    const events = await tx
      .select()
      .from(signInEvents)
      .where(eq(signInEvents.userId, userId))
      .orderBy(desc(signInEvents.at));
    return events.map((e) => ({
      At: e.at.toISOString(),
      Kind: e.kind,
      Method: e.method,
      Reason: e.reason,
      Address: e.clientIp,
      Browser: e.userAgent,
    }));
  },
};
