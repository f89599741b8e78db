import { checkEmail } from '@sportello/contracts/rules/patterns';
import { checkVatOrFiscalCode } from '@sportello/contracts/rules/vat-code';
import { AppError } from '../../core/app-error';
import { isSignedIn, type ServiceContext, signedIn, within } from '../../core/context';
import { mailText } from '../../core/mail-layout';
import { enqueueMail } from '../../core/mail-outbox';
import { type CaptchaSettings, verifyCaptcha } from '../captcha/captcha.service';
import { renderServiceMail } from '../mail-templates/mail-templates.service';
import {
  countRecentSupportRequests,
  hasOpenSupportGroupRequest,
  recordSupportRequest,
  type SupportRequestKind,
} from '../tickets/tickets-intake.service';
import { getUserById } from '../users/users.service';

/** What the support requests take from the configuration. */
export interface SupportRequestsSettings {
  /** The portal's address, for the link in the acknowledgement. */
  publicUrl: string;
  captcha: CaptchaSettings;
}

export interface SupportRequestInput {
  Mode: number;
  Email: string;
  VatCode: string;
  VisibleName: string;
  Phone: string;
  Message: string;
  MessageOther: string;
}

/**
 * Requests (and so acknowledgements) from one address: at most this many in a quarter of an hour,
 * so that nobody can flood someone else's mailbox through the public forms (decision 020).
 */
const MAX_REQUESTS_PER_ADDRESS = 3;
const WINDOW_MS = 15 * 60 * 1000;

/**
 * A request from the public forms of the retrieve-info page (spec §3 Support request): anyone may
 * send one, for any address. So it costs a solved captcha (checked after the fields, so that a
 * refused form keeps it), and its acknowledgement carries nothing the sender typed: the address has
 * proven nothing, and the portal's mail must not carry a stranger's words to it. A signed-in sender's
 * request is filed under their account and company. Answers the ticket code.
 */
export async function openSupportRequest(
  ctx: ServiceContext,
  kind: Exclude<SupportRequestKind, 'wrc_join'>,
  input: SupportRequestInput & { ReCaptcha?: string },
  settings: SupportRequestsSettings,
): Promise<string> {
  const email = checkEmail(input.Email);
  if (!email.ok) throw new AppError(email.key);
  const vat = input.VatCode ? checkVatOrFiscalCode(input.VatCode) : undefined;
  if (vat && !vat.ok) throw new AppError(vat.key, vat.detail);
  await verifyCaptcha(ctx, settings.captcha, input.ReCaptcha);
  const { actor } = ctx;
  return openRequest(
    ctx,
    kind,
    { ...input, Email: email.value, VatCode: vat?.ok ? vat.value : '' },
    {
      publicUrl: settings.publicUrl,
      ...(isSignedIn(actor) && { companyId: actor.companyId, userId: actor.userId }),
    },
  );
}

/**
 * Opens a request and acknowledges it by e-mail to the requester, in one transaction (the request
 * and its acknowledgement exist together or not at all). The greeting names `greetingName` when the
 * caller vouches for it (the account's own name), a neutral word otherwise; it is written in the
 * caller's language. The ticket itself is the tickets module's (`recordSupportRequest`). Answers the
 * ticket code.
 */
async function openRequest(
  ctx: ServiceContext,
  kind: SupportRequestKind,
  /** E-mail and VAT number checked and normalised. */
  input: SupportRequestInput,
  options: {
    publicUrl: string;
    companyId?: number;
    userId?: string;
    greetingName?: string;
  },
): Promise<string> {
  if ((await countRecentSupportRequests(ctx, input.Email, WINDOW_MS)) >= MAX_REQUESTS_PER_ADDRESS) {
    throw new AppError('ERROR_TOO_MANY_REQUESTS');
  }

  const { languageId } = ctx.actor;
  const code = await ctx.tx.transaction(async (tx) => {
    const code = await recordSupportRequest(within(ctx, tx), {
      kind,
      mode: input.Mode,
      email: input.Email,
      name: input.VisibleName,
      phone: input.Phone,
      vatCode: input.VatCode,
      message: [input.Message, input.MessageOther].filter(Boolean).join('\n\n'),
      companyId: options.companyId,
      userId: options.userId,
    });
    const inTx = within(ctx, tx);
    const mail = await renderServiceMail(
      inTx,
      'support-request',
      {
        PortalUrl: options.publicUrl,
        'Request.Code': code,
        'Requester.Name': options.greetingName ?? mailText(languageId)('mail.support.requester'),
        'Requester.Email': input.Email,
        Link: `${options.publicUrl}/?lg=${languageId}`,
      },
      languageId,
    );
    await enqueueMail(inTx, 'support-request', { to: input.Email, ...mail });
    return code;
  });
  ctx.log.info({ ticket: code, kind }, 'support request opened');
  return code;
}

/**
 * A signed-in user asks to join their company's support group (the spec's WRC join): a request to
 * support, acknowledged by e-mail to the user. While an earlier one is open, another is refused
 * (ERROR_SUPPORT_WRC_PENDING) rather than sent to support and the mailbox again.
 */
export async function joinSupportGroup(ctx: ServiceContext, settings: { publicUrl: string }): Promise<void> {
  const { actor } = signedIn(ctx);
  const user = await getUserById(ctx, actor.userId);
  if (!user) throw new AppError('ERROR_EMPTY_SESSION');
  if (await hasOpenSupportGroupRequest(ctx, user.id)) throw new AppError('ERROR_SUPPORT_WRC_PENDING');
  const name = `${user.firstName} ${user.lastName}`;
  await openRequest(
    ctx,
    'wrc_join',
    {
      Mode: 4,
      Email: user.email,
      VatCode: '',
      VisibleName: name,
      Phone: user.phoneNumber,
      Message: 'Richiesta di adesione al gruppo di assistenza dell’azienda.',
      MessageOther: '',
    },
    {
      publicUrl: settings.publicUrl,
      companyId: actor.companyId,
      userId: user.id,
      // The account's own name, to the account's own address.
      greetingName: name,
    },
  );
}
