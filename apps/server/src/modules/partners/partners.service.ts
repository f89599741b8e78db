import type {
  Partner,
  PartnerFilter,
  PartnerInput,
  PartnerLink,
  PartnerLinkFilter,
} from '@sportello/contracts/backoffice/partners.contract';
import { pageCount } from '@sportello/contracts/common/pagination';
import type { OwnPartnerLink, PartnerLinkedUser } from '@sportello/contracts/partners/partners.contract';
import type { PartnerScope } from '@sportello/contracts/partners/partners.values';
import { isLanguageId, languageFromCode } from '@sportello/i18n/languages';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { auditedTransaction, auditReveal } from '../../core/audit-trail';
import { type PartnerActor, type ServiceContext, signedIn, within } from '../../core/context';
import { mailText } from '../../core/mail-layout';

import { disclaimersByCode } from '../disclaimers/disclaimers.service';
import { mailSecurityNotice } from '../mail-templates/security-notice';
import { getUserByUserName, getUsersByEmail } from '../users/users.service';
import { consumeCode, issueCode } from '../verification/verification.service';
import {
  clientCredentials,
  hashClientSecret,
  newClientId,
  newClientSecret,
  secretMatches,
} from './partners.credentials';
import { partnersPermission } from './partners.policy';
import * as repo from './partners.repository';
import type { PartnerSecretRow } from './partners.tables';
import { readPartnerToken, signPartnerToken } from './partners.tokens';

/**
 * Partner applications and their links to portal users (decision 080): the back office registers
 * them; they obtain tokens with their client credentials, link a portal user once that user gave
 * them the code the portal mailed, and look users up by their own key. Every call a partner makes
 * with a token is in the audit trail under its client id.
 */

export interface PartnerSettings {
  publicUrl: string;
}

/** How long a linking code lives (the verification mechanism's codes: 15 minutes). */
const CODE_SECONDS = 15 * 60;

// ─── Back office ────────────────────────────────────────────────────────────────────────────────

const iso = (at: Date) => at.toISOString();

function asPartner(row: repo.PartnerListRow, secrets: readonly PartnerSecretRow[]): Partner {
  return {
    Id: row.id,
    Name: row.name,
    ClientId: row.clientId,
    Scopes: row.scopes as PartnerScope[],
    TokenSeconds: row.tokenSeconds,
    RatePerMinute: row.ratePerMinute,
    DisclaimerCodes: row.disclaimerCodes,
    Enabled: row.enabled,
    Links: row.links,
    Secrets: secrets
      .filter((s) => s.partnerId === row.id)
      .map((s) => ({
        Id: s.id,
        Hint: s.hint,
        CreatedAt: iso(s.createdAt),
        ExpiresAt: s.expiresAt ? iso(s.expiresAt) : null,
      })),
    CreatedAt: iso(row.createdAt),
    UpdatedAt: iso(row.updatedAt),
  };
}

/** What the audit trail keeps of a partner: never a secret, not even its hash. */
const snapshot = (p: Partner) => ({
  Name: p.Name,
  ClientId: p.ClientId,
  Scopes: p.Scopes,
  TokenSeconds: p.TokenSeconds,
  RatePerMinute: p.RatePerMinute,
  DisclaimerCodes: p.DisclaimerCodes,
  Enabled: p.Enabled,
});

export async function listPartners(ctx: ServiceContext, filter: z.output<typeof PartnerFilter>) {
  await partnersPermission(ctx, 'list');
  const { total, rows } = await repo.findPartnersPage(ctx.tx, filter);
  const secrets = await repo.findLiveSecrets(
    ctx.tx,
    rows.map((r) => r.id),
    ctx.clock.now(),
  );
  return {
    Total: total,
    PageCount: pageCount(total, filter.Size),
    Items: rows.map((r) => asPartner(r, secrets)),
  };
}

async function partnerOrFail(ctx: ServiceContext, id: number, lock = false): Promise<Partner> {
  const row = await repo.findPartner(ctx.tx, id, lock);
  if (!row) throw new AppError('ERROR_PARTNER_NOT_FOUND');
  return asPartner(row, await repo.findLiveSecrets(ctx.tx, [id], ctx.clock.now()));
}

export async function getPartner(ctx: ServiceContext, id: number): Promise<Partner> {
  await partnersPermission(ctx, 'read');
  return partnerOrFail(ctx, id);
}

/** A disclaimer code that does not exist is said next to the field, not saved to fail later. */
async function checkDisclaimerCodes(ctx: ServiceContext, codes: readonly string[]) {
  const found = await disclaimersByCode(ctx, codes);
  const missing = codes.filter((c) => !found.some((d) => d.code === c));
  if (missing.length > 0)
    throw new AppError('ERROR_PARTNER_DISCLAIMER', missing.join(', '), [
      { path: 'DisclaimerCodes', key: 'ERROR_PARTNER_DISCLAIMER' },
    ]);
}

/** A new secret for the partner, stored as its hash: the secret itself goes back to the admin once. */
async function addSecret(ctx: ServiceContext, partnerId: number): Promise<string> {
  const secret = newClientSecret();
  await repo.insertSecret(ctx.tx, {
    partnerId,
    secretHash: hashClientSecret(secret),
    hint: secret.slice(-4),
    createdAt: ctx.clock.now(),
  });
  return secret;
}

export async function savePartner(
  ctx: ServiceContext,
  input: z.output<typeof PartnerInput>,
): Promise<{ Partner: Partner; ClientSecret: string | null }> {
  const creating = input.Id < 1;
  await partnersPermission(ctx, creating ? 'create' : 'update');
  await checkDisclaimerCodes(ctx, input.DisclaimerCodes);
  return auditedTransaction(ctx, async (tx, audit) => {
    const inTx = within(ctx, tx);
    const now = ctx.clock.now();
    const values = {
      name: input.Name,
      scopes: input.Scopes,
      tokenSeconds: input.TokenSeconds,
      ratePerMinute: input.RatePerMinute,
      disclaimerCodes: input.DisclaimerCodes,
      enabled: input.Enabled,
      updatedAt: now,
    };
    if (creating) {
      const row = await repo.insertPartner(tx, { ...values, clientId: newClientId(), createdAt: now });
      const secret = await addSecret(inTx, row.id);
      const saved = await partnerOrFail(inTx, row.id);
      audit({
        resource: 'partners',
        objectId: row.id,
        action: 'create',
        before: null,
        after: snapshot(saved),
      });
      return { Partner: saved, ClientSecret: secret };
    }
    const before = await partnerOrFail(inTx, input.Id, true);
    await repo.updatePartner(tx, input.Id, values);
    const saved = await partnerOrFail(inTx, input.Id);
    audit({
      resource: 'partners',
      objectId: input.Id,
      action: 'update',
      before: snapshot(before),
      after: snapshot(saved),
    });
    return { Partner: saved, ClientSecret: null };
  });
}

/**
 * A new client secret; the ones that work now keep working for `overlapHours` (0: they stop at
 * once), so that the partner can deploy the new one without a failed call.
 */
export async function rotatePartnerSecret(
  ctx: ServiceContext,
  input: { Id: number; OverlapHours: number },
): Promise<{ Partner: Partner; ClientSecret: string }> {
  await partnersPermission(ctx, 'update');
  return auditedTransaction(ctx, async (tx, audit) => {
    const inTx = within(ctx, tx);
    const before = await partnerOrFail(inTx, input.Id, true);
    const now = ctx.clock.now();
    await repo.endCurrentSecrets(tx, input.Id, new Date(now.getTime() + input.OverlapHours * 3_600_000));
    const secret = await addSecret(inTx, input.Id);
    const saved = await partnerOrFail(inTx, input.Id);
    audit({
      resource: 'partners',
      objectId: input.Id,
      action: 'update',
      before: { Secrets: before.Secrets.map((s) => s.Hint) },
      after: { Secrets: saved.Secrets.map((s) => s.Hint), OverlapHours: input.OverlapHours },
    });
    return { Partner: saved, ClientSecret: secret };
  });
}

export async function deletePartner(ctx: ServiceContext, id: number): Promise<{ Links: number }> {
  await partnersPermission(ctx, 'delete');
  return auditedTransaction(ctx, async (tx, audit) => {
    const before = await partnerOrFail(within(ctx, tx), id, true);
    await repo.deletePartnerRow(tx, id);
    audit({
      resource: 'partners',
      objectId: id,
      action: 'delete',
      before: snapshot(before),
      after: { Links: before.Links },
    });
    return { Links: before.Links };
  });
}

export async function listPartnerLinks(ctx: ServiceContext, filter: z.output<typeof PartnerLinkFilter>) {
  await partnersPermission(ctx, 'list');
  const { total, rows } = await repo.findLinksPage(ctx.tx, filter);
  return {
    Total: total,
    PageCount: pageCount(total, filter.Size),
    Items: rows.map(
      (r): PartnerLink => ({
        Id: r.id,
        PartnerId: r.partnerId,
        PartnerName: r.partnerName,
        PartnerUserKey: r.partnerUserKey,
        UserId: r.userId,
        UserName: r.userName,
        CompanyName: r.companyName,
        CreatedAt: iso(r.createdAt),
      }),
    ),
  };
}

/** Removes a link (the back office's, or the user's own), audited under the partner. */
async function removeLink(
  ctx: ServiceContext,
  link: { id: number; partnerId: number; partnerUserKey: string; userId: string },
) {
  await auditedTransaction(ctx, async (tx, audit) => {
    await repo.deleteLinkRow(tx, link.id);
    audit({
      resource: 'partners',
      objectId: link.partnerId,
      action: 'delete',
      before: { Link: { Key: link.partnerUserKey, UserId: link.userId } },
      after: null,
    });
  });
}

export async function deletePartnerLink(ctx: ServiceContext, id: number): Promise<void> {
  await partnersPermission(ctx, 'delete');
  const link = await repo.findLink(ctx.tx, id);
  if (!link) throw new AppError('ERROR_PARTNER_LINK_NOT_FOUND');
  await removeLink(ctx, link);
}

// ─── The signed-in user's own links ─────────────────────────────────────────────────────────────

export async function listOwnPartnerLinks(ctx: ServiceContext): Promise<OwnPartnerLink[]> {
  const { actor } = signedIn(ctx);
  const rows = await repo.findOwnLinks(ctx.tx, actor.userId);
  return rows.map((r) => ({
    Id: r.id,
    PartnerName: r.partnerName,
    PartnerUserKey: r.partnerUserKey,
    LinkedAt: iso(r.createdAt),
  }));
}

export async function removeOwnPartnerLink(ctx: ServiceContext, id: number): Promise<void> {
  const { actor } = signedIn(ctx);
  const link = await repo.findLink(ctx.tx, id);
  // Another user's link is as unknown as one that does not exist.
  if (!link || link.userId !== actor.userId) throw new AppError('ERROR_PARTNER_LINK_NOT_FOUND');
  await removeLink(ctx, link);
}

// ─── Tokens ─────────────────────────────────────────────────────────────────────────────────────

/**
 * RFC 6749 §4.4: client credentials for an access token. Unknown client, wrong or rotated-out
 * secret and a disabled partner get the same answer (401 ERROR_PARTNER_CLIENT); a scope beyond the
 * partner's is refused (ERROR_PARTNER_SCOPE), no scope asks for all of its own.
 */
export async function issuePartnerToken(
  ctx: ServiceContext,
  request: {
    authorization: string | undefined;
    body: { scope?: string; client_id?: string; client_secret?: string };
  },
) {
  const credentials = clientCredentials(request.authorization, request.body);
  const partner = credentials && (await repo.findPartnerByClientId(ctx.tx, credentials.clientId));
  const now = ctx.clock.now();
  const secrets = partner?.enabled ? await repo.findLiveSecrets(ctx.tx, [partner.id], now) : [];
  if (!partner || !credentials || !secrets.some((s) => secretMatches(credentials.secret, s.secretHash))) {
    ctx.log.warn({ clientId: credentials?.clientId }, 'partner token refused: client credentials');
    throw new AppError('ERROR_PARTNER_CLIENT');
  }
  const asked = request.body.scope
    ? [...new Set(request.body.scope.split(' ').filter(Boolean))]
    : partner.scopes;
  if (asked.some((s) => !partner.scopes.includes(s))) throw new AppError('ERROR_PARTNER_SCOPE');
  const partnerCtx: ServiceContext = { ...ctx, actor: partnerActorOf(partner, asked, ctx.actor.languageId) };
  const token = await signPartnerToken({ partnerId: partner.id, scopes: asked }, now, partner.tokenSeconds);
  await auditedTransaction(partnerCtx, async (_tx, audit) =>
    audit({
      resource: 'partners',
      objectId: partner.id,
      action: 'create',
      before: null,
      after: { Token: { Scopes: asked, ExpiresIn: partner.tokenSeconds } },
    }),
  );
  return {
    access_token: token,
    token_type: 'Bearer' as const,
    expires_in: partner.tokenSeconds,
    scope: asked.join(' '),
  };
}

const partnerActorOf = (
  partner: { id: number; clientId: string },
  scopes: readonly string[],
  languageId: number,
): PartnerActor => ({
  kind: 'partner',
  partnerId: partner.id,
  clientId: partner.clientId,
  scopes,
  languageId,
});

/**
 * The partner of a call's bearer token, when the token is genuine and live, its partner enabled and
 * both still allow `scope` (an admin's narrowing takes effect on the next call, not at expiry):
 * otherwise 401 ERROR_PARTNER_TOKEN, or 403 ERROR_PARTNER_SCOPE_MISSING for a scope not granted.
 */
export async function authenticatePartner(
  ctx: ServiceContext,
  authorization: string | undefined,
  scope: string,
): Promise<PartnerActor & { ratePerMinute: number }> {
  const bearer = authorization?.match(/^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i)?.[1];
  const claims = bearer ? await readPartnerToken(bearer, ctx.clock.now()) : undefined;
  const partner = claims && (await repo.findPartnerRow(ctx.tx, claims.partnerId));
  if (!claims || !partner?.enabled) throw new AppError('ERROR_PARTNER_TOKEN');
  const scopes = claims.scopes.filter((s) => partner.scopes.includes(s));
  if (!scopes.includes(scope)) throw new AppError('ERROR_PARTNER_SCOPE_MISSING');
  return { ...partnerActorOf(partner, scopes, ctx.actor.languageId), ratePerMinute: partner.ratePerMinute };
}

// ─── A partner's calls ──────────────────────────────────────────────────────────────────────────

function partnerOf(ctx: ServiceContext): PartnerActor {
  if (ctx.actor.kind !== 'partner') throw new AppError('ERROR_PARTNER_TOKEN');
  return ctx.actor;
}

function asLinkedUser(row: repo.LinkedUserRow): PartnerLinkedUser {
  return {
    PartnerUserKey: row.partnerUserKey,
    UserId: row.userId,
    UserName: row.userName,
    FirstName: row.firstName,
    LastName: row.lastName,
    Email: row.email,
    CompanyId: row.companyId,
    CompanyName: row.companyName,
    VatCode: row.vatCode,
    Enabled: row.enabled,
    LinkedAt: iso(row.createdAt),
  };
}

/** Every read a partner makes of people's data is in the trail: which call, which keys, how many users. */
async function auditRead(ctx: ServiceContext, call: string, details: object) {
  const partner = partnerOf(ctx);
  await auditReveal(ctx, {
    resource: 'partners',
    objectId: partner.partnerId,
    before: null,
    after: { Call: call, ...details },
  });
}

/** The user linked to the key (the latest link when the key has several); 404 when none. */
export async function userFromWrapper(ctx: ServiceContext, key: string): Promise<PartnerLinkedUser> {
  const partner = partnerOf(ctx);
  const [latest] = await repo.findLinksByKeys(ctx.tx, partner.partnerId, [key]);
  await auditRead(ctx, 'getuserfromwrapper', { Keys: [key], Users: latest ? 1 : 0 });
  if (!latest) throw new AppError('ERROR_PARTNER_LINK_NOT_FOUND');
  return asLinkedUser(latest);
}

export async function usersFromWrapper(
  ctx: ServiceContext,
  keys: readonly string[],
): Promise<PartnerLinkedUser[]> {
  const partner = partnerOf(ctx);
  const rows = await repo.findLinksByKeys(ctx.tx, partner.partnerId, keys);
  await auditRead(ctx, 'getuserfromwrapper/multi', { Keys: keys, Users: rows.length });
  return rows.map(asLinkedUser);
}

export async function allWrapperLinks(ctx: ServiceContext, page: { After: number; Size: number }) {
  const partner = partnerOf(ctx);
  const rows = await repo.findLinksAfter(ctx.tx, partner.partnerId, page.After, page.Size);
  await auditRead(ctx, 'getuserfromwrapper/all', { After: page.After, Users: rows.length });
  const last = rows.at(-1);
  return { Items: rows.map(asLinkedUser), Next: rows.length === page.Size && last ? last.id : null };
}

/** The disclaimers the partner must show before linking, in the language `x` (a code or an id). */
export async function disclaimerParams(ctx: ServiceContext, x: string) {
  const partner = partnerOf(ctx);
  const row = await repo.findPartnerRow(ctx.tx, partner.partnerId);
  const byId = Number(x);
  const languageId = languageFromCode(x) ?? (isLanguageId(byId) ? byId : ctx.actor.languageId);
  const found = await disclaimersByCode(ctx, row?.disclaimerCodes ?? []);
  return found.map((d) => d.inLanguage(languageId));
}

/** The portal user a partner's user says they are: by user name, else by an e-mail only one user has. */
async function portalUserNamed(ctx: ServiceContext, login: string) {
  const byName = await getUserByUserName(ctx, login);
  if (byName) return byName;
  if (!login.includes('@')) return undefined;
  const byEmail = await getUsersByEmail(ctx, login);
  return byEmail.length === 1 ? byEmail[0] : undefined;
}

const codeTarget = (partnerId: number, userId: string, key: string) => `${partnerId}:${userId}:${key}`;

/** Tells the user, in their language, what a partner asks or did: the code to give it, or the link made. */
async function mailUser(
  ctx: ServiceContext,
  user: { email: string; firstName: string; lastName: string; userName: string; languageId: number },
  notice: { key: 'partnerCode' | 'partnerLinked'; partnerName: string; code?: string },
  settings: PartnerSettings,
) {
  const text = mailText(user.languageId)(`mail.securityNotice.${notice.key}`, {
    partner: notice.partnerName,
    code: notice.code ?? '',
  });
  const link = `${settings.publicUrl}/account/profile?lg=${user.languageId}#partner-links`;
  await mailSecurityNotice(ctx, user, { text, link }, settings.publicUrl);
}

/**
 * First step of a link: a code for this partner, key and user, mailed to the user (a new request
 * replaces the code before). The same answer, in the same time, whether or not the user exists or
 * can be linked: a partner learns nothing of who has an account.
 */
export async function verifyInternalUser(
  ctx: ServiceContext,
  input: { PartnerUserKey: string; UserName: string },
  settings: PartnerSettings,
) {
  const partner = partnerOf(ctx);
  await ctx.antiEnumeration.evenly(async () => {
    const user = await portalUserNamed(ctx, input.UserName);
    if (!user?.enabled || !user.email) return;
    const row = await repo.findPartnerRow(ctx.tx, partner.partnerId);
    await auditedTransaction(ctx, async (tx, audit) => {
      const inTx = within(ctx, tx);
      const code = await issueCode(
        inTx,
        'partner_link',
        codeTarget(partner.partnerId, user.id, input.PartnerUserKey),
      );
      await mailUser(inTx, user, { key: 'partnerCode', partnerName: row?.name ?? '', code }, settings);
      audit({
        resource: 'partners',
        objectId: partner.partnerId,
        action: 'create',
        before: null,
        after: { LinkCode: { Key: input.PartnerUserKey, UserId: user.id } },
      });
    });
  });
  return { Sent: true as const, ExpiresInSeconds: CODE_SECONDS };
}

/** Second step: the code the user gave the partner makes the link (once), and the user is told. */
export async function confirmInternalUser(
  ctx: ServiceContext,
  input: { PartnerUserKey: string; UserName: string; Code: string },
  settings: PartnerSettings,
): Promise<PartnerLinkedUser> {
  const partner = partnerOf(ctx);
  const user = await portalUserNamed(ctx, input.UserName);
  const linked = await auditedTransaction(ctx, async (tx, audit) => {
    const inTx = within(ctx, tx);
    const target = user && codeTarget(partner.partnerId, user.id, input.PartnerUserKey);
    if (!user?.enabled || !target || !(await consumeCode(inTx, 'partner_link', target, input.Code)))
      return undefined;
    await repo.insertLink(tx, {
      partnerId: partner.partnerId,
      partnerUserKey: input.PartnerUserKey,
      userId: user.id,
      createdAt: ctx.clock.now(),
    });
    const row = await repo.findPartnerRow(tx, partner.partnerId);
    await mailUser(inTx, user, { key: 'partnerLinked', partnerName: row?.name ?? '' }, settings);
    audit({
      resource: 'partners',
      objectId: partner.partnerId,
      action: 'create',
      before: null,
      after: { Link: { Key: input.PartnerUserKey, UserId: user.id } },
    });
    const [link] = await repo.findLinksByKeys(tx, partner.partnerId, [input.PartnerUserKey]);
    return link;
  });
  // Outside the transaction: a wrong try must stay counted (the fifth kills the code).
  if (!linked) throw new AppError('ERROR_INVALID_CODE');
  return asLinkedUser(linked);
}
