import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { batches } from './batches';
import type { Log, ServiceContext } from './context';
import type { Db, Tx } from './database';
import { mailOutbox, type OutboxRow } from './mail-outbox.tables';
import { type MailMessage, type MailTransport, OUTBOX_CONCURRENCY } from './mailer';
import type { SmsMessage, SmsTransport } from './sms';

/** After this many failed attempts a message is marked failed (and shown to admins). */
export const MAX_ATTEMPTS = 8;
/** How long a process may take to send a claimed round before another may try (MAIL_LEASE_SECONDS). */
export const DEFAULT_LEASE_SECONDS = 60;
/** Messages a worker claims per round; a full round is followed by the next at once. */
const BATCH = 50;

/**
 * What a message is for, set by whoever queues it: the per-recipient limits of the mail flows count
 * messages by it (decisions 020 and 033), so that a reworded subject or another language changes
 * nothing. An invitation's purpose names its company: each company's invitations to an address are
 * limited on their own.
 */
export type MailPurpose =
  | 'password-reset'
  | 'user-names'
  | 'email-verification'
  | 'secure-code'
  | `invitation:${number}`
  | 'support-request'
  | 'ticket'
  | 'welcome'
  | 'template-test'
  | 'data-export'
  | 'campaign'
  | 'communication'
  | 'security-notice'
  | 'campaign-entry'
  | 'appointment'
  | 'pay-request'
  | 'iban-change';

/**
 * Writes a message in the context's transaction: it is sent only if that transaction commits. It is
 * dated by the context's clock, as the limits that count it are.
 */
export async function enqueueMail(
  ctx: ServiceContext,
  purpose: MailPurpose,
  message: MailMessage,
): Promise<void> {
  await ctx.tx.insert(mailOutbox).values({
    purpose,
    toAddress: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    calendar: message.calendar ?? null,
    createdAt: ctx.clock.now(),
  });
}

type OutboxValues = typeof mailOutbox.$inferInsert;

/** Rows of the outbox, a batch per statement, dated by the context's clock. */
async function insertOutboxRows(ctx: ServiceContext, rows: readonly Omit<OutboxValues, 'createdAt'>[]) {
  const createdAt = ctx.clock.now();
  for (const part of batches(rows, 500))
    await ctx.tx.insert(mailOutbox).values(part.map((row) => ({ ...row, createdAt })));
}

/**
 * Many messages of one purpose (an import's welcomes, a campaign's batch), a batch of rows per
 * statement, as `enqueueMail` writes one. A message may carry its id (`id`, so that the caller can
 * refer to it), its Message-ID and headers of its own.
 */
export function enqueueMails(
  ctx: ServiceContext,
  purpose: MailPurpose,
  messages: readonly (MailMessage & { id?: string })[],
): Promise<void> {
  return insertOutboxRows(
    ctx,
    messages.map((message) => ({
      ...(message.id && { id: message.id }),
      purpose,
      toAddress: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers ?? null,
      messageId: message.messageId ?? null,
    })),
  );
}

/** Text messages of one purpose, in the context's transaction, as `enqueueMails` writes mail. */
export function enqueueSms(
  ctx: ServiceContext,
  purpose: MailPurpose,
  messages: readonly (SmsMessage & { id?: string })[],
): Promise<void> {
  return insertOutboxRows(
    ctx,
    messages.map((message) => ({
      ...(message.id && { id: message.id }),
      purpose,
      channel: 'sms' as const,
      toAddress: message.to,
      // Never sent: what the back office's lists show of the message.
      subject: `SMS: ${message.text.slice(0, 80)}`,
      text: message.text,
      html: '',
    })),
  );
}

/**
 * Messages of one of `purposes` queued for an address (in any case) in the last `withinSeconds` by the
 * context's clock: the per-address limit of a mail flow. A flow counts its own messages only, so that
 * other mail to the same address (a support acknowledgement, a ticket notice) never uses up its
 * allowance (decision 020).
 */
export async function recentMailCount(
  ctx: ServiceContext,
  query: { address: string; purposes: readonly MailPurpose[]; withinSeconds: number },
): Promise<number> {
  if (query.purposes.length === 0) return 0;
  const since = new Date(ctx.clock.now().getTime() - query.withinSeconds * 1000);
  const [row] = await ctx.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.purpose, [...query.purposes]),
        eq(sql`lower(${mailOutbox.toAddress})`, query.address.toLowerCase()),
        gt(mailOutbox.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** Messages that failed for good, newest first (shown to admins). */
export function failedMail(tx: Tx, limit = 200): Promise<OutboxRow[]> {
  return tx
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'failed'))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}

/** Retry delay: 5 s, 10 s, 20 s… up to 30 minutes. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 60, 5 * 2 ** Math.max(0, attempts - 1));
}

/** What a worker needs of a claimed message: the columns its claim returns. */
type ClaimedRow = Pick<
  OutboxRow,
  | 'id'
  | 'channel'
  | 'toAddress'
  | 'subject'
  | 'text'
  | 'html'
  | 'attempts'
  | 'headers'
  | 'calendar'
  | 'messageId'
>;

/** An SMTP answer in the 5xx range: the recipient's server refuses the message for good (a bounce). */
function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** Why a text message cannot go: no provider is configured (production without SMS_URL). */
const NO_SMS_PROVIDER = Object.assign(new Error('no SMS provider configured (SMS_URL)'), {
  responseCode: 550,
});

/**
 * Sends due messages. Claiming is one statement with FOR UPDATE SKIP LOCKED, so any number of server
 * processes can run workers side by side without sending a message twice; the send itself happens
 * outside any transaction, a few messages at once. A message is marked sent only after the mail
 * server accepted it; one the recipient's server refuses for good (5xx) is marked failed and bounced
 * at once, never retried.
 */
export function createOutboxWorker(deps: {
  db: Db;
  transport: MailTransport;
  /** The SMS provider, if any; text messages without one fail at once. */
  sms?: SmsTransport;
  log: Log;
  pollMs: number;
  /** How long a claim holds: a process that dies mid-round leaves its messages to others after it. */
  leaseSeconds?: number;
}) {
  const leaseSeconds = deps.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  /** Set by `stop`: the round in hand finishes, no further one starts (a campaign's backlog is long). */
  let stopping = false;

  async function claim(): Promise<ClaimedRow[]> {
    const result = await deps.db.execute(sql`
      update mail_outbox set status = 'sending', attempts = attempts + 1,
        lease_until = now() + make_interval(secs => ${leaseSeconds})
      where id in (
        select id from mail_outbox
        where (status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and lease_until < now())
        order by created_at limit ${BATCH}
        for update skip locked)
      returning id, channel, to_address as "toAddress", subject, text, html, attempts, headers, calendar, message_id as "messageId"`);
    return rowsOf<ClaimedRow>(result);
  }

  function send(row: ClaimedRow): Promise<{ messageId: string }> {
    if (row.channel === 'sms') {
      if (!deps.sms) return Promise.reject(NO_SMS_PROVIDER);
      return deps.sms.send({ to: row.toAddress, text: row.text });
    }
    return deps.transport.send({
      to: row.toAddress,
      subject: row.subject,
      text: row.text,
      html: row.html,
      ...(row.headers && { headers: row.headers }),
      ...(row.messageId && { messageId: row.messageId }),
      ...(row.calendar && { calendar: row.calendar }),
    });
  }

  async function deliver(row: ClaimedRow): Promise<boolean> {
    try {
      const { messageId } = await send(row);
      await deps.db.execute(sql`
        update mail_outbox set status = 'sent', sent_at = now(), lease_until = null, message_id = ${messageId}, last_error = null
        where id = ${row.id}`);
      return true;
    } catch (error) {
      const bounced = isPermanentRefusal(error);
      const failed = bounced || row.attempts >= MAX_ATTEMPTS;
      const reason = error instanceof Error ? error.message.slice(0, 500) : String(error);
      await deps.db.execute(sql`
        update mail_outbox set status = ${failed ? 'failed' : 'pending'}, lease_until = null, last_error = ${reason},
          bounced = ${bounced}, next_attempt_at = now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})
        where id = ${row.id}`);
      deps.log.warn(
        { id: row.id, channel: row.channel, attempts: row.attempts, failed, bounced, reason },
        'message not sent',
      );
      return false;
    }
  }

  /** Sends a claimed round, a few at once (the transport's pool), and counts those accepted. */
  async function deliverAll(rows: ClaimedRow[]): Promise<number> {
    let sent = 0;
    let next = 0;
    const lane = async () => {
      while (next < rows.length) {
        const row = rows[next++] as ClaimedRow;
        if (await deliver(row)) sent++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(OUTBOX_CONCURRENCY, rows.length) }, lane));
    return sent;
  }

  /** Claims and sends what is due, round after round while rounds come full; returns how many were sent. */
  async function drain(): Promise<number> {
    running ??= (async () => {
      let sent = 0;
      try {
        for (
          let rows = await claim();
          rows.length > 0;
          rows = rows.length < BATCH || stopping ? [] : await claim()
        )
          sent += await deliverAll(rows);
      } catch (error) {
        // The database itself may be away for a moment; the next round tries again.
        deps.log.warn({ err: error }, 'mail outbox round failed');
      } finally {
        running = undefined;
      }
      return sent;
    })();
    return running;
  }

  return {
    drain,
    start() {
      stopping = false;
      timer ??= setInterval(() => void drain(), deps.pollMs);
      timer.unref();
    },
    async stop() {
      stopping = true;
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;

/**
 * The rows of a raw statement. Both drivers answer `{ rows }`, but the handle shared by PostgreSQL and
 * PGlite types a raw result as unknown; the caller's `returning` list must name the columns of `Row`.
 */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
