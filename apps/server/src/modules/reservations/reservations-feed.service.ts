import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, gte } from 'drizzle-orm';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import { type CalendarEvent, feedFile } from '../../core/calendar-file';
import { type ServiceContext, within } from '../../core/context';
import { deriveKey } from '../../core/keys';
import { mailAppointment, type ReservationsSettings } from './reservations.mails';
import { reservationsPermission } from './reservations.policy';
import {
  type AppointmentView,
  claimDueReminders,
  findAppointmentsBetween,
  findAppointmentView,
  findFeed,
  findFeedByHash,
} from './reservations.repository';
import { appointments, calendarFeeds } from './reservations.tables';

/**
 * An operator's private calendar feed (decision 082): an address with a random token (256 bits),
 * kept as its MAC, so that a copy of the database opens no feed; renewing replaces it, revoking
 * removes it. And the reminder a day before each appointment, sent once across processes.
 */

const DAY_MS = 24 * 3_600_000;
/** The feed covers the last month and the next six. */
const FEED_PAST_MS = 31 * DAY_MS;
const FEED_AHEAD_MS = 190 * DAY_MS;

const tokenHash = (token: string) =>
  createHmac('sha256', deriveKey('calendar-feed')).update(token).digest('hex');

export async function getMyCalendarFeed(ctx: ServiceContext) {
  const grant = await reservationsPermission(ctx, 'list');
  const feed = await findFeed(ctx.tx, grant.userId);
  return { Active: feed !== undefined, CreatedAt: feed?.createdAt.toISOString() ?? null };
}

export async function renewMyCalendarFeed(ctx: ServiceContext, settings: ReservationsSettings) {
  const grant = await reservationsPermission(ctx, 'list');
  const token = randomBytes(32).toString('base64url');
  await auditedTransaction(ctx, async (tx, audit) => {
    // One statement: two renewals at once (two tabs) replace each other instead of colliding.
    const values = { tokenHash: tokenHash(token), createdAt: ctx.clock.now() };
    await tx
      .insert(calendarFeeds)
      .values({ operatorId: grant.userId, ...values })
      .onConflictDoUpdate({ target: calendarFeeds.operatorId, set: values });
    audit({
      resource: 'reservations',
      objectId: `feed:${grant.userId}`,
      action: 'update',
      before: null,
      after: { Feed: 'renewed' },
    });
  });
  return { Url: `${settings.publicUrl}/api/Calendar/Feed/${token}.ics` };
}

export async function revokeMyCalendarFeed(ctx: ServiceContext) {
  const grant = await reservationsPermission(ctx, 'list');
  const revoked = await auditedTransaction(ctx, async (tx, audit) => {
    const gone = await tx.delete(calendarFeeds).where(eq(calendarFeeds.operatorId, grant.userId)).returning();
    if (gone.length > 0)
      audit({
        resource: 'reservations',
        objectId: `feed:${grant.userId}`,
        action: 'delete',
        before: { Feed: 'active' },
        after: null,
      });
    return gone.length > 0;
  });
  return { Revoked: revoked };
}

const eventOf = (view: AppointmentView, settings: ReservationsSettings): CalendarEvent => ({
  uid: view.appointment.uid,
  sequence: view.appointment.sequence,
  start: view.appointment.startsAt,
  end: view.appointment.endsAt,
  summary: `${view.service.name} — ${view.company.name}`,
  description: [view.appointment.contactName, view.appointment.email, view.appointment.notes]
    .filter(Boolean)
    .join('\n'),
  location: view.service.placeDetail,
  url: `${settings.publicUrl}/backoffice/reservations?open=${view.appointment.id}`,
  cancelled: false,
  organizer: { name: view.operator ?? '', email: view.operatorEmail ?? '' },
});

/** The feed's calendar file; 404 for a token revoked, renewed or never given, or a disabled account. */
export async function calendarFeed(
  ctx: ServiceContext,
  token: string,
  settings: ReservationsSettings,
): Promise<string> {
  const feed = await findFeedByHash(ctx.tx, tokenHash(token.replace(/\.ics$/, '')));
  if (!feed?.enabled) throw new AppError('ERROR_NOT_FOUND');
  const now = ctx.clock.now().getTime();
  const views = await findAppointmentsBetween(ctx.tx, {
    operatorIds: [feed.operatorId],
    from: new Date(now - FEED_PAST_MS),
    to: new Date(now + FEED_AHEAD_MS),
  });
  return feedFile(
    feed.name,
    views.map((v) => eventOf(v, settings)),
    ctx.clock.now(),
  );
}

/**
 * Mails tomorrow's customers their reminder: each appointment starting within a day that was not
 * reminded, claimed with SKIP LOCKED and marked in the same transaction, so that two processes
 * never both send one. A move clears the mark (a new time, a new reminder).
 */
export async function sendReminders(ctx: ServiceContext, settings: ReservationsSettings): Promise<number> {
  const now = ctx.clock.now();
  return ctx.tx.transaction(async (tx) => {
    const due = await claimDueReminders(tx, now, new Date(now.getTime() + DAY_MS));
    for (const row of due) {
      await tx
        .update(appointments)
        .set({ remindedAt: now })
        .where(and(eq(appointments.id, row.id), gte(appointments.startsAt, now)));
      const view = await findAppointmentView(tx, row.id);
      if (view) await mailAppointment(within(ctx, tx), settings, view, 'reminder');
    }
    return due.length;
  });
}
