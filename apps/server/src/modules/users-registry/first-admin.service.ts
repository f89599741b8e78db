import { checkEmail, checkPersonName } from '@sportello/contracts/rules/patterns';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import { type ServiceContext, within } from '../../core/context';
import { getVendorCompany } from '../companies/companies.service';
import { mailFirstPasswordCode } from '../recovery/recovery.service';
import { createUser, getUserByUserName, type User } from '../users/users.service';

export interface FirstAdminInput {
  email: string;
  firstName: string;
  lastName: string;
  languageId: number;
}

export interface FirstAdminResult {
  /** `created`: a new admin; `code-renewed`: the admin had no password yet, a new code is out; `active`: nothing to do. */
  outcome: 'created' | 'code-renewed' | 'active';
  userName: string;
  /** Where the admin sets the password with `code` (absent when the admin already has one). */
  link?: string;
  code?: string;
}

/**
 * The vendor's first back-office admin, for a portal that has none (`npm run admin -- create`): a user
 * of the vendor's company named by the e-mail address, with the admin role and no password, who sets
 * one through the password-reset page with an e-mailed code. Running it again is safe: an admin who
 * has not set a password yet gets a new code, one who has is left alone. An address that belongs to
 * anyone else is refused. The creation is in the audit log, by the system. With the back office's
 * other ways of making users, not in the identity core: nothing there calls it, and its code goes out
 * through the recovery module.
 */
export async function createFirstAdmin(
  ctx: ServiceContext,
  input: FirstAdminInput,
  settings: { publicUrl: string },
): Promise<FirstAdminResult> {
  const email = checkEmail(input.email);
  if (!email.ok) throw new AppError(email.key, 'email');
  const firstName = checkPersonName(input.firstName);
  if (!firstName.ok) throw new AppError(firstName.key, 'first-name');
  const lastName = checkPersonName(input.lastName);
  if (!lastName.ok) throw new AppError(lastName.key, 'last-name');
  const vendor = await getVendorCompany(ctx);

  const existing = await getUserByUserName(ctx, email.value);
  if (existing) {
    if (existing.companyId !== vendor.id || existing.role !== 'admin') {
      throw new AppError(
        'ERROR_REGISTER_USER_EXISTS',
        'the address belongs to a user who is not a back-office admin',
      );
    }
    if (existing.passwordHash) return { outcome: 'active', userName: existing.userName };
    return { outcome: 'code-renewed', ...(await sendCode(ctx, existing, settings.publicUrl)) };
  }

  const admin = await auditedTransaction(ctx, async (tx, audit) => {
    const row = await createUser(within(ctx, tx), {
      userName: email.value,
      email: email.value,
      firstName: firstName.value,
      lastName: lastName.value,
      companyId: vendor.id,
      role: 'admin',
      languageId: input.languageId,
    });
    if (!row) throw new AppError('ERROR_REGISTER_USER_EXISTS');
    audit({ resource: 'users', objectId: row.id, action: 'create', before: null, after: auditView(row) });
    return row;
  });
  ctx.log.info({ userId: admin.id }, 'first back-office admin created');
  return { outcome: 'created', ...(await sendCode(ctx, admin, settings.publicUrl)) };
}

async function sendCode(ctx: ServiceContext, user: User, publicUrl: string) {
  const { code, link } = await mailFirstPasswordCode(ctx, user, { publicUrl });
  return { userName: user.userName, code, link };
}

/** What the audit log shows of a new user: who and where, never a secret. */
function auditView(user: User) {
  return {
    UserName: user.userName,
    Email: user.email,
    FirstName: user.firstName,
    LastName: user.lastName,
    Role: user.role,
    CompanyId: user.companyId,
  };
}
