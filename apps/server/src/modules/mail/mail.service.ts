import type { FailedMail, UndeliveredMail } from '@sportello/contracts/app/mail-outbox.contract';
import { MAIL_PURPOSES, type MailPurposeKind } from '@sportello/contracts/app/mail-outbox.values';
import { EXPORT_LIMIT } from '@sportello/contracts/common/exports';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { pageCount } from '@sportello/contracts/common/pagination';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import type { ServiceContext } from '../../core/context';
import { type CsvFile, csvDocument, encodeCsv } from '../../core/csv';
import { failedMail, type MailPurpose } from '../../core/mail-outbox';
import { failedMailPermission, mailPermission } from './mail.policy';
import {
  deleteMail,
  findAllUndeliveredMail,
  findUndeliveredMail,
  findUndeliveredMailById,
  type ListedMail,
  type ListFilter,
  lockUndeliveredMail,
  requeueMail,
} from './mail.repository';

const RESOURCE = 'mail';

/**
 * The messages that could not be delivered, with the mail server's last answer: for the vendor's
 * staff whose back-office role allows it (resource `mail`, decision 015: admins). The wire call of
 * the spec, unpaged (the newest 200); the back office's page uses the filtered list below.
 */
export async function listFailedMail(ctx: ServiceContext): Promise<z.input<typeof FailedMail>[]> {
  await failedMailPermission(ctx);
  return (await failedMail(ctx.tx)).map((r) => ({
    Id: r.id,
    To: r.toAddress,
    Subject: r.subject,
    Attempts: r.attempts,
    LastError: r.lastError ?? '',
    CreatedAt: r.createdAt.toISOString(),
  }));
}

type Grouped<P extends MailPurpose> = P extends `invitation:${number}` ? 'invitation' : P;
/** The outbox's purposes without a group in the contracts, and the groups without a purpose. */
type Ungrouped =
  | Exclude<Grouped<MailPurpose>, MailPurposeKind>
  | Exclude<MailPurposeKind, Grouped<MailPurpose>>;
/**
 * The contracts' groups, checked both ways against the outbox's purposes: a purpose added on one side
 * only fails to compile here, naming it (typing this as an array of the groups alone would accept a
 * purpose the contracts lack).
 */
const GROUPS: readonly MailPurposeKind[] & ([Ungrouped] extends [never] ? unknown : Ungrouped) =
  MAIL_PURPOSES;

/** A stored purpose as the back office groups it: an invitation's without its company. */
function purposeKind(purpose: string): MailPurposeKind {
  if (purpose.startsWith('invitation:')) return 'invitation';
  // A row queued under a purpose since retired: shown under the catch-all group rather than refused.
  return GROUPS.find((p) => p === purpose) ?? 'support-request';
}

const toUndelivered = (r: ListedMail): UndeliveredMail => ({
  Id: r.id,
  To: r.toAddress,
  Subject: r.subject,
  Purpose: purposeKind(r.purpose),
  Attempts: r.attempts,
  LastError: r.lastError ?? '',
  CreatedAt: r.createdAt.toISOString(),
});

/** What the audit trail keeps of a message: never its body. */
const snapshot = (r: ListedMail, status: 'failed' | 'pending') => ({
  To: r.toAddress,
  Subject: r.subject,
  Purpose: r.purpose,
  Status: status,
  Attempts: status === 'pending' ? 0 : r.attempts,
  LastError: r.lastError ?? '',
});

export async function listUndeliveredMail(ctx: ServiceContext, filter: ListFilter) {
  await mailPermission(ctx, 'list');
  const { total, rows } = await findUndeliveredMail(ctx.tx, filter);
  return { Total: total, PageCount: pageCount(total, filter.Size), Items: rows.map(toUndelivered) };
}

/** One undelivered message; one sent since, discarded or never there is not found. */
export async function getUndeliveredMail(ctx: ServiceContext, id: string): Promise<UndeliveredMail> {
  await mailPermission(ctx, 'read');
  const row = await findUndeliveredMailById(ctx.tx, id);
  if (!row) throw new AppError('ERROR_NOT_FOUND');
  return toUndelivered(row);
}

/**
 * Queues the selected messages again: due at once, with a fresh count of attempts, so the outbox
 * tries each as it tried the first time. Each is audited; messages no longer undelivered (queued
 * again or discarded by someone else meanwhile) are left alone and not counted.
 */
export async function retryUndeliveredMail(ctx: ServiceContext, ids: readonly string[]): Promise<number> {
  await mailPermission(ctx, 'update');
  return auditedTransaction(ctx, async (tx, audit) => {
    const rows = await lockUndeliveredMail(tx, ids);
    if (rows.length === 0) return 0;
    await requeueMail(
      tx,
      rows.map((r) => r.id),
      ctx.clock.now(),
    );
    for (const r of rows)
      audit({
        resource: RESOURCE,
        objectId: r.id,
        action: 'update',
        before: snapshot(r, 'failed'),
        after: snapshot(r, 'pending'),
      });
    return rows.length;
  });
}

/** Deletes the selected undelivered messages for good, each audited with what it was. */
export async function discardUndeliveredMail(ctx: ServiceContext, ids: readonly string[]): Promise<number> {
  await mailPermission(ctx, 'delete');
  return auditedTransaction(ctx, async (tx, audit) => {
    const rows = await lockUndeliveredMail(tx, ids);
    if (rows.length === 0) return 0;
    await deleteMail(
      tx,
      rows.map((r) => r.id),
    );
    for (const r of rows)
      audit({
        resource: RESOURCE,
        objectId: r.id,
        action: 'delete',
        before: snapshot(r, 'failed'),
        after: null,
      });
    return rows.length;
  });
}

const CSV_COLUMNS = ['Id', 'CreatedAt', 'Purpose', 'To', 'Subject', 'Attempts', 'LastError'] as const;

/** The filtered, sorted list as CSV in the chosen encoding (spec §2 picker). */
export async function exportUndeliveredMail(
  ctx: ServiceContext,
  filter: ListFilter,
  encoding: FileEncoding,
): Promise<CsvFile> {
  await mailPermission(ctx, 'export');
  const rows = await findAllUndeliveredMail(ctx.tx, filter, EXPORT_LIMIT);
  return encodeCsv(csvDocument(CSV_COLUMNS, rows.map(toUndelivered)), encoding);
}
