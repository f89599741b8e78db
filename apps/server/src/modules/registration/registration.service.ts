import type { ErrorKey } from '@sportello/contracts/common/errors';
import type { RegistrationData } from '@sportello/contracts/registration/registration.contract';
import { checkFiscalCode } from '@sportello/contracts/rules/fiscal-code';
import { checkPasswordPolicy, checkPasswordsMatch } from '@sportello/contracts/rules/password';
import { checkEmail, checkPersonName, checkPhone, checkUserName } from '@sportello/contracts/rules/patterns';
import { fail, type RuleResult } from '@sportello/contracts/rules/rule-result';
import { checkVatOrFiscalCode } from '@sportello/contracts/rules/vat-code';
import { isLanguageId } from '@sportello/i18n/languages';
import { AppError } from '../../core/app-error';
import type { ServiceContext } from '../../core/context';
import { hashPassword } from '../../core/passwords';
import { type SignIn, signInUser } from '../auth/auth.service';
import { type CaptchaSettings, verifyCaptcha } from '../captcha/captcha.service';
import { getCompanyByVat } from '../companies/companies.service';
import { checkAcceptances, isValidAvailability, recordAcceptances } from '../disclaimers/disclaimers.service';
import { createUser, getUserByUserName, recordSignIn } from '../users/users.service';

/**
 * Registration step 0 (spec §4): the company must be known (and not migrated), and the user code the
 * vendor gave it must match, regardless of case and surrounding spaces.
 */
export async function verifyCompany(
  ctx: Pick<ServiceContext, 'tx'>,
  vat: string,
  userCode: string | undefined,
) {
  const identifier = checkVatOrFiscalCode(vat);
  if (!identifier.ok) throw new AppError(identifier.key, identifier.detail);
  const company = await getCompanyByVat(ctx, identifier.value);
  if (!company || company.migrated) throw new AppError('ERROR_COMPANY_NOT_VERIFIED');
  const expected = company.userCode?.trim().toUpperCase();
  if (!expected || userCode?.trim().toUpperCase() !== expected)
    throw new AppError('ERROR_BUS_VERIFY_COMPANY_CODE');
  return {
    VatCode: company.vatCode,
    FiscalCode: company.fiscalCode,
    VatCodeType: company.vatCodeType,
    Name: company.name,
    CompanyType: company.companyType,
    AccessLocal: company.accessLocal,
    ForceTsid: company.forceTsid,
  };
}

export interface RegistrationSettings {
  maintenance: boolean;
  captcha: CaptchaSettings;
}

type FieldProblem = { path: string; key: ErrorKey; detail?: string };

/**
 * Registration (spec §4 and §5 Registration): the company is verified again with its user code,
 * every field rule is checked (all problems are answered at once, each with its field), then the
 * captcha is used up and the user is created, with the accepted disclaimers recorded (version and
 * time), and signed in. A user name already taken is ERROR_REGISTER_USER_EXISTS.
 */
export async function register(
  ctx: ServiceContext,
  input: RegistrationData,
  settings: RegistrationSettings,
): Promise<SignIn> {
  const company = await verifyCompany(ctx, input.Company.VatCode, input.UserCode);
  const row = await getCompanyByVat(ctx, company.VatCode);
  if (!row) throw new AppError('ERROR_COMPANY_NOT_VERIFIED');
  // Without local sign-in the user signs in through the identity provider, never with a password.
  if (!company.AccessLocal) throw new AppError('ERROR_LOCAL_LOGIN_DISABLED');

  const problems: FieldProblem[] = [];
  const check = (path: string, result: RuleResult, key?: ErrorKey) => {
    if (result.ok) return result.value;
    problems.push({ path, key: key ?? result.key, ...(key ? {} : { detail: result.detail }) });
    return '';
  };
  const required = (path: string, value: string, rule: (v: string) => RuleResult) =>
    value.trim() === '' ? check(path, fail('ERROR_FIELD_REQUIRED')) : check(path, rule(value));

  const userName = required('UserName', input.UserName, checkUserName);
  const firstName = required('FirstName', input.FirstName, checkPersonName);
  const lastName = required('LastName', input.LastName, checkPersonName);
  const fiscalCode =
    input.FiscalCode.trim() === ''
      ? check('FiscalCode', fail('ERROR_BAD_USER_FISCAL_CODE'))
      : check('FiscalCode', checkFiscalCode(input.FiscalCode), 'ERROR_BAD_USER_FISCAL_CODE');
  const email = check('Email', checkEmail(input.Email));
  const email2 = checkEmail(input.Email2);
  if (email && (!email2.ok || email2.value !== email))
    problems.push({ path: 'Email2', key: 'ERROR_FIELDS_NOMATCH' });
  const phone = check('PhoneNumber', checkPhone(input.PhoneNumber, { strict: true }));
  const mobile = check('MobilePhone', checkPhone(input.MobilePhone, { strict: true }));
  const password = input.Password ?? '';
  if (check('Password', checkPasswordPolicy(password, { firstName, lastName, userName }))) {
    check('Password2', checkPasswordsMatch(password, input.Password2 ?? ''));
  }
  const { From, To } = input.Availability;
  if (!isValidAvailability(From.TimeValue, To.TimeValue)) {
    problems.push({ path: 'Availability', key: 'ERROR_AVAILABILITY_INVALID' });
  }
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

  if (await getUserByUserName(ctx, userName)) throw new AppError('ERROR_REGISTER_USER_EXISTS');
  // Last, so that a refused form does not use up the captcha.
  await verifyCaptcha(ctx, settings.captcha, input.ReCaptcha);

  const passwordHash = await hashPassword(password);
  const user = await ctx.tx.transaction(async (tx) => {
    const created = await createUser(
      { tx },
      {
        userName,
        email,
        firstName,
        lastName,
        fiscalCode,
        phoneNumber: phone,
        mobilePhone: mobile,
        companyId: row.id,
        role: 'user',
        languageId: input.Language.Id,
        passwordHash,
        availabilityFrom: From.TimeValue,
        availabilityTo: To.TimeValue,
        newsletter: true,
      },
    );
    if (!created) throw new AppError('ERROR_REGISTER_USER_EXISTS');
    await recordAcceptances({ tx }, created.id, disclaimers.accepted);
    return created;
  });
  ctx.log.info({ userId: user.id, companyId: row.id }, 'user registered');
  const signIn = await signInUser(ctx, user, { parentCode: undefined, isLocalLogin: true }, settings);
  await recordSignIn(ctx, user.id);
  return signIn;
}
