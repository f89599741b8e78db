import type { ServiceMailKind } from '@sportello/contracts/backoffice/mail-templates.values';
import { checkPasswordPolicy, checkPasswordsMatch } from '@sportello/contracts/rules/password';
import { checkEmail } from '@sportello/contracts/rules/patterns';
import { AppError } from '../../core/app-error';
import { type ServiceContext, signedIn, within } from '../../core/context';
import { enqueueMail, enqueueMails, type MailPurpose, recentMailCount } from '../../core/mail-outbox';
import type { MailMessage } from '../../core/mailer';
import { hashPassword } from '../../core/passwords';
import { renderServiceMail, type ServiceMailRenderer } from '../mail-templates/mail-templates.service';
import {
  getUserById,
  getUserByUserName,
  getUsersByEmail,
  markEmailVerified,
  setPassword,
  type User,
} from '../users/users.service';
import { checkCode, consumeCode, issueCode } from '../verification/verification.service';

/** At most this many recovery messages to one address in a quarter of an hour (the per-target limit). */
const MAX_MAILS_PER_ADDRESS = 3;
const WINDOW_SECONDS = 15 * 60;

/**
 * The recovery messages (reset code, user names, verification code), counted together by their
 * purpose. The per-address limit counts these only, so that other mail to the address (support
 * acknowledgements, ticket notices) cannot use it up and block someone's reset (decision 020).
 */
const RECOVERY_MAIL: readonly MailPurpose[] = ['password-reset', 'user-names', 'email-verification'];
const MAIL_PURPOSE = { reset_password: 'password-reset', verify_email: 'email-verification' } as const;

export interface RecoverySettings {
  publicUrl: string;
}

async function atRecoveryLimit(ctx: ServiceContext, address: string): Promise<boolean> {
  const sent = await recentMailCount(ctx, {
    address,
    purposes: RECOVERY_MAIL,
    withinSeconds: WINDOW_SECONDS,
  });
  return sent >= MAX_MAILS_PER_ADDRESS;
}

/**
 * Issues a code of `purpose` for the user and queues the message that carries it, in one transaction:
 * the code and its message exist together or not at all.
 */
async function mailCode(
  ctx: ServiceContext,
  purpose: 'reset_password' | 'verify_email',
  user: User,
  mail: { kind: ServiceMailKind; link: string; publicUrl: string },
): Promise<string> {
  return ctx.tx.transaction(async (tx) => {
    const inTx = within(ctx, tx);
    const code = await issueCode(inTx, purpose, user.id);
    const fields = {
      PortalUrl: mail.publicUrl,
      'User.FirstName': user.firstName,
      'User.LastName': user.lastName,
      'User.UserName': user.userName,
      'User.Email': user.email,
      Code: code,
      Link: mail.link,
    };
    const message = await renderServiceMail(inTx, mail.kind, fields, user.languageId);
    await enqueueMail(inTx, MAIL_PURPOSE[purpose], { to: user.email, ...message });
    return code;
  });
}

/**
 * Spec §4 Reset, first step. When the user name and e-mail belong together (and the account is
 * enabled), an activation code is e-mailed; the code and the message commit together. Nothing in the
 * answer tells whether that happened, nor its timing: every answer takes the anti-enumeration floor.
 */
export async function requestPasswordReset(
  ctx: ServiceContext,
  input: { Email: string; UserName: string },
  settings: RecoverySettings,
): Promise<void> {
  return ctx.antiEnumeration.evenly(async () => {
    const email = checkEmail(input.Email);
    if (!email.ok) throw new AppError(email.key);
    const user = await getUserByUserName(ctx, input.UserName);
    if (!user?.enabled || user.email.toLowerCase() !== email.value) return;
    if (await atRecoveryLimit(ctx, user.email)) return;
    await mailResetCode(ctx, user, settings);
  });
}

/** The reset message: a code for the reset page's code step, and the link that opens it. */
async function mailResetCode(ctx: ServiceContext, user: User, settings: RecoverySettings): Promise<void> {
  const link = resetLink(user, settings);
  await mailCode(ctx, 'reset_password', user, {
    kind: 'password-reset',
    link,
    publicUrl: settings.publicUrl,
  });
  ctx.log.info({ userId: user.id }, 'password reset code sent');
}

/**
 * The reset message sent for a user by the back office (decision 034): the same code and message as
 * the reset page's first step, to the user's own address, under the same per-address limit
 * (ERROR_TOO_MANY_REQUESTS when reached). The caller has checked its permission; a disabled user gets nothing (ERROR_USERLOGIN_DISABLED_USER).
 */
export async function mailPasswordResetFor(
  ctx: ServiceContext,
  user: User,
  settings: RecoverySettings,
): Promise<void> {
  if (!user.enabled) throw new AppError('ERROR_USERLOGIN_DISABLED_USER');
  if (await atRecoveryLimit(ctx, user.email)) throw new AppError('ERROR_TOO_MANY_REQUESTS');
  await mailResetCode(ctx, user, settings);
}

/** The reset page's code step for the user (the e-mailed link). */
const resetLink = (user: User, settings: RecoverySettings) =>
  `${settings.publicUrl}/reset-password?user=${encodeURIComponent(user.userName)}&lg=${user.languageId}`;

/**
 * The first password of an account made without one (the first back-office admin): a reset code,
 * e-mailed as a welcome, that the reset page's code step takes. Not under the per-address limit: the
 * one who asks is whoever runs the portal's admin command, not a visitor. The code and link are
 * returned so that the command can print them where no mail server is set up yet.
 */
export async function mailFirstPasswordCode(
  ctx: ServiceContext,
  user: User,
  settings: RecoverySettings,
): Promise<{ code: string; link: string }> {
  const link = resetLink(user, settings);
  const code = await mailCode(ctx, 'reset_password', user, {
    kind: 'first-password',
    link,
    publicUrl: settings.publicUrl,
  });
  return { code, link };
}

/** Who a welcome is for: a user just created without a password, and their company's name. */
export type WelcomedUser = Pick<User, 'userName' | 'email' | 'firstName' | 'lastName' | 'languageId'> & {
  companyName: string;
};

/**
 * The welcome of users the back office created without a password (an import, decision 041): their
 * user name, and the link to the reset page's first step, where their user name and address get them
 * a code to choose a password. No code travels in bulk: a code lasts 15 minutes, a welcome may be read
 * days later. Written here, queued by `mailWelcomes`: an import writes ten thousand before its
 * transaction, which then holds only their queuing.
 */
export function welcomeMails(
  welcomed: readonly WelcomedUser[],
  settings: RecoverySettings,
  render: ServiceMailRenderer,
): MailMessage[] {
  return welcomed.map((user) => ({
    to: user.email,
    ...render(
      {
        PortalUrl: settings.publicUrl,
        'User.FirstName': user.firstName,
        'User.LastName': user.lastName,
        'User.UserName': user.userName,
        'Company.Name': user.companyName,
        Link: `${settings.publicUrl}/retrieve-credentials?mode=password&lg=${user.languageId}`,
      },
      user.languageId,
    ),
  }));
}

/** Queues welcomes (`welcomeMails`) in the caller's transaction, so an import that rolls back mails nobody. */
export async function mailWelcomes(ctx: ServiceContext, mails: readonly MailMessage[]): Promise<void> {
  await enqueueMails(ctx, 'welcome', mails);
}

/**
 * Spec §4 Reset, second step: the activation code and the new password (policy of §5, confirmation).
 * A wrong, used, expired or killed code, or an unknown or disabled user, is ERROR_INVALID_CODE.
 * Every caller meets the same checks in the same order and the same work (the password is hashed and
 * a code looked up whether or not the account exists); only the holder of a valid code learns that
 * the password contains their first or last name, and that refusal leaves the code usable. Every
 * answer, success or refusal, takes the anti-enumeration floor. Ends every session of the user.
 */
export async function resetPassword(
  ctx: ServiceContext,
  input: { UserName: string; Code: string; Password: string; Password2: string },
): Promise<User> {
  return ctx.antiEnumeration.evenly(async () => {
    const length = { minLength: (await ctx.settings.current()).passwordMinLength };
    const policy = checkPasswordPolicy(input.Password, { userName: input.UserName }, length);
    if (!policy.ok) throw new AppError(policy.key, policy.detail);
    const match = checkPasswordsMatch(input.Password, input.Password2);
    if (!match.ok) throw new AppError(match.key);

    const passwordHash = await hashPassword(input.Password);
    const found = await getUserByUserName(ctx, input.UserName);
    const user = found?.enabled ? found : undefined;
    const done = await ctx.tx.transaction(async (tx) => {
      const inTx = within(ctx, tx);
      // An unknown user is looked up under a target no code ever has, so both paths query alike.
      if (!(await checkCode(inTx, 'reset_password', user?.id ?? '', input.Code)) || !user) return false;
      const personal = checkPasswordPolicy(
        input.Password,
        { firstName: user.firstName, lastName: user.lastName, userName: user.userName },
        length,
      );
      if (!personal.ok) throw new AppError(personal.key, personal.detail);
      await consumeCode(inTx, 'reset_password', user.id, input.Code);
      await setPassword(inTx, user.id, passwordHash);
      return true;
    });
    if (!done || !user) throw new AppError('ERROR_INVALID_CODE');
    ctx.log.info({ userId: user.id }, 'password reset');
    // Every session of the user ends: whoever held one signs in again with the new password.
    await ctx.signOut.signOutUsers([user.id], 'password-changed');
    return user;
  });
}

/**
 * "Ask user name": the user names registered to an address, by e-mail to that address only. Every
 * answer takes the anti-enumeration floor, whether or not the address is known.
 */
export async function sendUserNames(
  ctx: ServiceContext,
  input: { Email: string },
  settings: RecoverySettings,
): Promise<void> {
  return ctx.antiEnumeration.evenly(async () => {
    const email = checkEmail(input.Email);
    if (!email.ok) throw new AppError(email.key);
    const found = (await getUsersByEmail(ctx, email.value)).filter((u) => u.enabled);
    const first = found[0];
    if (!first || (await atRecoveryLimit(ctx, email.value))) return;
    const mail = await renderServiceMail(
      ctx,
      'user-names',
      {
        PortalUrl: settings.publicUrl,
        'User.FirstName': first.firstName,
        'User.LastName': first.lastName,
        'User.Email': email.value,
        UserNames: found.map((u) => u.userName),
        Link: `${settings.publicUrl}/?lg=${first.languageId}`,
      },
      first.languageId,
    );
    await enqueueMail(ctx, 'user-names', { to: email.value, ...mail });
  });
}

/** E-mail verification: a code to the signed-in user's own address, on the same code mechanism. */
export async function sendEmailVerification(ctx: ServiceContext, settings: RecoverySettings): Promise<void> {
  const user = await getUserById(ctx, signedIn(ctx).actor.userId);
  if (!user) throw new AppError('ERROR_EMPTY_SESSION');
  if (await atRecoveryLimit(ctx, user.email)) throw new AppError('ERROR_TOO_MANY_REQUESTS');
  await mailCode(ctx, 'verify_email', user, {
    kind: 'email-verification',
    link: `${settings.publicUrl}/account/profile`,
    publicUrl: settings.publicUrl,
  });
}

/** Confirms the signed-in user's address with the code sent to it; the code works once. */
export async function confirmEmail(ctx: ServiceContext, code: string): Promise<void> {
  const { userId } = signedIn(ctx).actor;
  const done = await ctx.tx.transaction(async (tx) => {
    const inTx = within(ctx, tx);
    if (!(await consumeCode(inTx, 'verify_email', userId, code))) return false;
    await markEmailVerified(inTx, userId);
    return true;
  });
  if (!done) throw new AppError('ERROR_INVALID_CODE');
}
