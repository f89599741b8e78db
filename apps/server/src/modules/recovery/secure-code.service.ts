import { maskEmail } from '@sportello/contracts/common/strings';
import type { SecureCodeResponse } from '@sportello/contracts/recovery/secure-code.contract';
import { checkFiscalCode } from '@sportello/contracts/rules/fiscal-code';
import { checkEmail } from '@sportello/contracts/rules/patterns';
import { checkVatOrFiscalCode } from '@sportello/contracts/rules/vat-code';
import { AppError } from '../../core/app-error';
import { callBusinessSystem } from '../../core/business-system';
import { type ServiceContext, within } from '../../core/context';
import { enqueueMail } from '../../core/mail-outbox';
import { type CaptchaSettings, verifyCaptcha } from '../captcha/captcha.service';
import { getCustomerCompanyByVat, isMigratedNow } from '../companies/companies.service';
import { renderServiceMail } from '../mail-templates/mail-templates.service';
import { countUsersOfCompany } from '../users/users.service';
import { checkCode, consumeCode, hasLiveCode, issueCode } from '../verification/verification.service';

export interface SecureCodeSettings {
  publicUrl: string;
  captcha: CaptchaSettings;
}

/**
 * Secure codes (spec §4 "Secure-code response outcomes", docs/secure-codes.md): someone registering
 * on behalf of a company without a user code asks for one; it goes to the company's REGISTERED
 * address, never to the requester's, who only sees that address masked. Every request costs a solved
 * captcha, used up first; the message is in the caller's language. A registry that cannot be asked is
 * ERROR_BUS_CALLEREXCEPTION (502), as at registration.
 */
export async function requestSecureCode(
  ctx: ServiceContext,
  input: {
    FirstName: string;
    LastName: string;
    Email: string;
    Company: string;
    FiscalCode: string;
    Consent: boolean;
    ReCaptcha?: string | undefined;
  },
  settings: SecureCodeSettings,
): Promise<SecureCodeResponse> {
  await verifyCaptcha(ctx, settings.captcha, input.ReCaptcha);
  if (!input.Consent) throw new AppError('ERROR_PRIVACY_MUST_SIGN');
  const email = checkEmail(input.Email);
  if (!email.ok) throw new AppError(email.key);
  const vat = checkVatOrFiscalCode(input.Company);
  if (!vat.ok) throw new AppError(vat.key, vat.detail);
  // The requester's own fiscal code is optional, but when given it must be a real one (spec §5).
  if (!checkFiscalCode(input.FiscalCode).ok) throw new AppError('ERROR_BAD_USER_FISCAL_CODE');

  // The customer registry's answer decides the outcome: its failure is no "not found" (spec §8).
  const company = await callBusinessSystem(ctx, 'find company for secure code', () =>
    getCustomerCompanyByVat(ctx, vat.value),
  );
  if (!company) return outcome('NOT_FOUND_BUSINESS');
  if (isMigratedNow(company, ctx.clock)) return outcome('OTHER');
  if ((await countUsersOfCompany(ctx, company.id)) > 0) {
    return { ...outcome('REGISTERED'), RedirectParams: { mode: '1', vat: company.vatCode } };
  }
  if (!company.email) return outcome('NOT_FOUND_SUPPORT');
  const masked = { User: { Company: { Email: maskEmail(company.email) } } };
  const registeredEmail = company.email;

  const { languageId } = ctx.actor;
  const sent = await ctx.tx.transaction(async (tx) => {
    const inTx = within(ctx, tx);
    if (await hasLiveCode(inTx, 'secure_code', company.vatCode)) return false;
    const code = await issueCode(inTx, 'secure_code', company.vatCode);
    const mail = await renderServiceMail(
      inTx,
      'secure-code',
      {
        PortalUrl: settings.publicUrl,
        'Company.Name': company.name,
        'Requester.Name': `${input.FirstName} ${input.LastName}`,
        'Requester.Email': email.value,
        Code: code,
        Link: `${settings.publicUrl}/register?vat=${company.vatCode}`,
      },
      languageId,
    );
    await enqueueMail(inTx, 'secure-code', { to: registeredEmail, ...mail });
    return true;
  });
  ctx.log.info({ company: company.vatCode, sent }, 'secure code requested');
  return { ...outcome(sent ? 'COMPLETED' : 'COMPLETED_NO_CODE'), ...masked };
}

/** Uses up a company's secure code (the registration it let in); false when it is not the live one. */
export async function spendSecureCode(ctx: ServiceContext, vatCode: string, code: string): Promise<boolean> {
  return consumeCode(ctx, 'secure_code', vatCode.toUpperCase(), code.trim());
}

/** Checks a company's secure code without using it up; five wrong tries kill it. */
export async function verifySecureCode(ctx: ServiceContext, vatCode: string, code: string): Promise<boolean> {
  return ctx.tx.transaction((tx) => checkCode(within(ctx, tx), 'secure_code', vatCode.toUpperCase(), code));
}

function outcome(code: SecureCodeResponse['Code']): SecureCodeResponse {
  return { Code: code, Message: `MSG_SECURECODE_${code}`, RedirectParams: null, User: null };
}
