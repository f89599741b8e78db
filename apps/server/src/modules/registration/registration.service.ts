import type { RegistrationData } from '@sportello/contracts/registration/registration.contract';
import { isSecureCode } from '@sportello/contracts/rules/patterns';
import { checkPersonData } from '@sportello/contracts/rules/person-data';
import { checkVatOrFiscalCode } from '@sportello/contracts/rules/vat-code';
import { isLanguageId } from '@sportello/i18n/languages';
import { AppError } from '../../core/app-error';
import { callBusinessSystem } from '../../core/business-system';
import { type ServiceContext, within } from '../../core/context';
import { hashPassword } from '../../core/passwords';
import { refuseDuringMaintenance } from '../../core/portal-settings';
import { type SignIn, signInUser } from '../auth/auth.service';
import { type CaptchaSettings, verifyCaptcha } from '../captcha/captcha.service';
import { getCustomerCompanyByVat, isMigratedNow, signsInLocally } from '../companies/companies.service';
import { checkAcceptances, isValidAvailability, recordConsents } from '../disclaimers/disclaimers.service';
import { spendSecureCode, verifySecureCode } from '../recovery/secure-code.service';
import { boundIdentity, linkNewUser, type SsoProvider, signInWithIdentity } from '../sso/sso.service';
import { createUser, getUserByUserName } from '../users/users.service';

/**
 * Registration step 0 (spec §4): the company must be known (and not migrated), and proven by the user
 * code the vendor gave it (regardless of case and surrounding spaces), or, for a company nobody has
 * registered for yet, by the secure code mailed to its registered address (docs/secure-codes.md).
 */
export async function verifyCompany(ctx: ServiceContext, vat: string, code: string | undefined) {
  return (await proveCompany(ctx, vat, code)).company;
}

/** How step 0's code proved the company: its user code, or a secure code, used up at registration. */
type CompanyProof = 'user-code' | 'secure-code';

function proveCompany(ctx: ServiceContext, vat: string, code: string | undefined) {
  return callBusinessSystem(ctx, 'verify company', () => proveCompanyBy(ctx, vat, code));
}

async function proveCompanyBy(ctx: ServiceContext, vat: string, code: string | undefined) {
  const identifier = checkVatOrFiscalCode(vat);
  if (!identifier.ok) throw new AppError(identifier.key, identifier.detail);
  const company = await getCustomerCompanyByVat(ctx, identifier.value);
  if (!company || isMigratedNow(company, ctx.clock) || !company.enabled)
    throw new AppError('ERROR_COMPANY_NOT_VERIFIED');
  const typed = code?.trim().toUpperCase() ?? '';
  const userCode = company.userCode?.trim().toUpperCase();
  let proof: CompanyProof | undefined;
  if (typed && typed === userCode) proof = 'user-code';
  // Only what looks like a secure code is tried as one: a wrong try counts against the live code.
  else if (isSecureCode(typed) && (await verifySecureCode(ctx, company.vatCode, typed)))
    proof = 'secure-code';
  if (!proof) throw new AppError('ERROR_BUS_VERIFY_COMPANY_CODE');
  return {
    proof,
    company: {
      VatCode: company.vatCode,
      FiscalCode: company.fiscalCode,
      VatCodeType: company.vatCodeType,
      Name: company.name,
      CompanyType: company.companyType,
      AccessLocal: company.accessLocal,
      ForceTsid: company.forceTsid,
    },
  };
}

export interface RegistrationSettings {
  captcha: CaptchaSettings;
  /** The configured identity provider of a redeemed identity. */
  ssoProvider: (id: string) => SsoProvider;
}

/**
 * Registration (spec §4 and §5 Registration): the company is verified again with its user code,
 * every field rule is checked (all problems are answered at once, each with its field), then the
 * captcha is used up, and only then is a user name already taken ERROR_REGISTER_USER_EXISTS; the user
 * is created, with the answers to the disclaimers recorded (version, time, address), and signed in.
 *
 * A company without local sign-in registers through the identity this browser brought back from the
 * provider (`binding`, see the sso module): no password is asked or kept, the identity is linked to
 * the new user in the same transaction, the session is a single-sign-on one and the binding ends.
 * Without a binding it is ERROR_LOCAL_LOGIN_DISABLED; with an expired or unknown one ERROR_ISP_TOKEN.
 * During maintenance nobody registers (ERROR_NOT_ALLOWED_MAINTENANCE), before anything is checked.
 */
export async function register(
  ctx: ServiceContext,
  input: RegistrationData,
  binding: string | undefined,
  settings: RegistrationSettings,
  clientIp?: string,
): Promise<SignIn> {
  await refuseDuringMaintenance(ctx);
  const { company, proof } = await proveCompany(ctx, input.Company.VatCode, input.UserCode);
  const row = await getCustomerCompanyByVat(ctx, company.VatCode);
  if (!row) throw new AppError('ERROR_COMPANY_NOT_VERIFIED');
  const local = signsInLocally({ accessLocal: company.AccessLocal, forceTsid: company.ForceTsid });
  if (!local && !binding) throw new AppError('ERROR_LOCAL_LOGIN_DISABLED');
  const identity = local ? undefined : await boundIdentity(ctx, binding);

  const { problems, value } = checkPersonData(input, {
    email: true,
    password: !identity,
    passwordMinLength: (await ctx.settings.current()).passwordMinLength,
  });
  const { userName, email, firstName, lastName, fiscalCode, phoneNumber, mobilePhone } = value;
  const { From, To } = input.Availability;
  if (!isValidAvailability(From.TimeValue, To.TimeValue) && !problems.some((p) => p.path === 'Availability'))
    problems.push({ path: 'Availability', key: 'ERROR_AVAILABILITY_INVALID' });
  if (!isLanguageId(input.Language.Id)) problems.push({ path: 'Language', key: 'ERROR_BAD_REQUEST' });
  if (!input.Privacy.PrivacyAck) problems.push({ path: 'Privacy', key: 'ERROR_PRIVACY_MUST_SIGN' });
  const disclaimers = await checkAcceptances(ctx, company.VatCode, input.Disclaimers);
  if (disclaimers.missing.length > 0) {
    problems.push({
      path: 'Disclaimers',
      key: 'ERROR_DISCLAIMERS_MUST_ACCEPT',
      detail: disclaimers.missing.join(','),
    });
  }
  const [first] = problems;
  if (first) throw new AppError(first.key, first.detail, problems);

  // After the field checks, so that a refused form does not use up the captcha; before the user-name
  // check, so that learning whether a name is taken costs a proof of work (a company's user code is
  // shared by its people, and would otherwise let anyone holding one walk through the portal's names).
  await verifyCaptcha(ctx, settings.captcha, input.ReCaptcha);
  if (await getUserByUserName(ctx, userName)) throw new AppError('ERROR_REGISTER_USER_EXISTS');

  // An identity signs in at its provider: a password would be a second, unused way in.
  const passwordHash = identity ? null : await hashPassword(input.Password ?? '');
  const { user, linked } = await ctx.tx.transaction(async (tx) => {
    // A secure code lets one person in, the company's first: its administrator, who then invites
    // the others. It is used up with the user's creation, or not at all.
    if (
      proof === 'secure-code' &&
      !(await spendSecureCode(within(ctx, tx), company.VatCode, input.UserCode ?? ''))
    )
      throw new AppError('ERROR_BUS_VERIFY_COMPANY_CODE');
    const created = await createUser(within(ctx, tx), {
      userName,
      email,
      firstName,
      lastName,
      fiscalCode,
      phoneNumber,
      mobilePhone,
      companyId: row.id,
      role: proof === 'secure-code' ? 'company_admin' : 'user',
      languageId: input.Language.Id,
      passwordHash,
      availabilityFrom: From.TimeValue,
      availabilityTo: To.TimeValue,
      newsletter: true,
    });
    if (!created) throw new AppError('ERROR_REGISTER_USER_EXISTS');
    await recordConsents(within(ctx, tx), created, disclaimers.answers, {
      source: 'registration',
      ip: clientIp,
    });
    return {
      user: created,
      linked: identity ? await linkNewUser(within(ctx, tx), binding, created) : undefined,
    };
  });
  ctx.log.info({ userId: user.id, companyId: row.id, sso: !!linked }, 'user registered');
  return linked
    ? signInWithIdentity(ctx, user, linked, settings.ssoProvider(linked.provider), undefined)
    : signInUser(ctx, user, { parentCode: undefined, isLocalLogin: true });
}
