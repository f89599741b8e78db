import { checkPasswordPolicy, checkPasswordsMatch } from '@sportello/contracts/rules/password';
import { checkEmail } from '@sportello/contracts/rules/patterns';
import { AppError } from '../../core/app-error';
import type { ServiceContext } from '../../core/context';
import { layoutMail, mailText, PORTAL_NAME } from '../../core/mail-layout';
import { enqueueMail, recentMailCount } from '../../core/mail-outbox';
import { hashPassword } from '../../core/passwords';
import {
  getUserById,
  getUserByUserName,
  getUsersByEmail,
  markEmailVerified,
  setPassword,
  type User,
} from '../users/users.service';
import { consumeCode, issueCode } from '../verification/verification.service';

/** At most this many recovery messages to one address in a quarter of an hour (the per-target limit). */
const MAX_MAILS_PER_ADDRESS = 3;
const WINDOW_SECONDS = 15 * 60;

export interface RecoverySettings {
  publicUrl: string;
}

/**
 * Spec §4 Reset, first step. When the user name and e-mail belong together (and the account is
 * enabled), an activation code is e-mailed; the code and the message commit together. Nothing in the
 * answer tells whether that happened.
 */
export async function requestPasswordReset(
  ctx: ServiceContext,
  input: { Email: string; UserName: string },
  settings: RecoverySettings,
): Promise<void> {
  const email = checkEmail(input.Email);
  if (!email.ok) throw new AppError(email.key);
  const user = await getUserByUserName(ctx, input.UserName);
  if (!user?.enabled || user.email.toLowerCase() !== email.value) return;
  if ((await recentMailCount(ctx.tx, user.email, WINDOW_SECONDS)) >= MAX_MAILS_PER_ADDRESS) return;

  await ctx.tx.transaction(async (tx) => {
    const code = await issueCode(tx, 'reset_password', user.id);
    const t = mailText(user.languageId);
    const url = `${settings.publicUrl}/reset-password?user=${encodeURIComponent(user.userName)}&lg=${user.languageId}`;
    await enqueueMail(
      tx,
      layoutMail(
        {
          to: user.email,
          languageId: user.languageId,
          subject: t('mail.reset.subject', { portal: PORTAL_NAME }),
          name: `${user.firstName} ${user.lastName}`,
          paragraphs: [t('mail.reset.intro', { userName: user.userName }), t('mail.reset.code')],
          code,
          action: { label: t('mail.reset.action'), url },
        },
        settings.publicUrl,
      ),
    );
  });
  ctx.log.info({ userId: user.id }, 'password reset code sent');
}

/**
 * Spec §4 Reset, second step: the activation code and the new password (policy with the user's
 * names, confirmation). A wrong, used, expired or killed code, or an unknown user, is ERROR_INVALID_CODE.
 * Returns the user, whose sessions the caller ends.
 */
export async function resetPassword(
  ctx: ServiceContext,
  input: { UserName: string; Code: string; Password: string; Password2: string },
): Promise<User> {
  const user = await getUserByUserName(ctx, input.UserName);
  const policy = checkPasswordPolicy(input.Password, {
    firstName: user?.firstName,
    lastName: user?.lastName,
    userName: input.UserName,
  });
  if (!policy.ok) throw new AppError(policy.key, policy.detail);
  const match = checkPasswordsMatch(input.Password, input.Password2);
  if (!match.ok) throw new AppError(match.key);
  if (!user?.enabled) throw new AppError('ERROR_INVALID_CODE');

  const passwordHash = await hashPassword(input.Password);
  const done = await ctx.tx.transaction(async (tx) => {
    if (!(await consumeCode(tx, 'reset_password', user.id, input.Code))) return false;
    await setPassword({ tx }, user.id, passwordHash);
    return true;
  });
  if (!done) throw new AppError('ERROR_INVALID_CODE');
  ctx.log.info({ userId: user.id }, 'password reset');
  return user;
}

/** "Ask user name": the user names registered to an address, by e-mail to that address only. */
export async function sendUserNames(
  ctx: ServiceContext,
  input: { Email: string },
  settings: RecoverySettings,
) {
  const email = checkEmail(input.Email);
  if (!email.ok) throw new AppError(email.key);
  const found = (await getUsersByEmail(ctx, email.value)).filter((u) => u.enabled);
  const first = found[0];
  if (!first || (await recentMailCount(ctx.tx, email.value, WINDOW_SECONDS)) >= MAX_MAILS_PER_ADDRESS) return;
  const t = mailText(first.languageId);
  await enqueueMail(
    ctx.tx,
    layoutMail(
      {
        to: email.value,
        languageId: first.languageId,
        subject: t('mail.usernames.subject', { portal: PORTAL_NAME }),
        name: `${first.firstName} ${first.lastName}`,
        paragraphs: [t('mail.usernames.intro')],
        items: found.map((u) => u.userName),
        action: { label: t('mail.usernames.action'), url: `${settings.publicUrl}/?lg=${first.languageId}` },
      },
      settings.publicUrl,
    ),
  );
}

/** E-mail verification: a code to the signed-in user's own address, on the same code mechanism. */
export async function sendEmailVerification(ctx: ServiceContext, userId: string, settings: RecoverySettings) {
  const user = await getUserById(ctx, userId);
  if (!user) throw new AppError('ERROR_EMPTY_SESSION');
  if ((await recentMailCount(ctx.tx, user.email, WINDOW_SECONDS)) >= MAX_MAILS_PER_ADDRESS) {
    throw new AppError('ERROR_TOO_MANY_REQUESTS');
  }
  await ctx.tx.transaction(async (tx) => {
    const code = await issueCode(tx, 'verify_email', user.id);
    const t = mailText(user.languageId);
    await enqueueMail(
      tx,
      layoutMail(
        {
          to: user.email,
          languageId: user.languageId,
          subject: t('mail.verify.subject', { portal: PORTAL_NAME }),
          name: `${user.firstName} ${user.lastName}`,
          paragraphs: [t('mail.verify.intro')],
          code,
          action: { label: t('mail.verify.action'), url: `${settings.publicUrl}/account/profile` },
        },
        settings.publicUrl,
      ),
    );
  });
}

export async function confirmEmail(ctx: ServiceContext, userId: string, code: string): Promise<void> {
  const done = await ctx.tx.transaction(async (tx) => {
    if (!(await consumeCode(tx, 'verify_email', userId, code))) return false;
    await markEmailVerified({ tx }, userId);
    return true;
  });
  if (!done) throw new AppError('ERROR_INVALID_CODE');
}
