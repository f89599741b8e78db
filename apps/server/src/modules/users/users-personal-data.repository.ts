import { eq } from 'drizzle-orm';
import type { PersonalDataPart } from '../../core/personal-data';
import { companies } from '../companies/companies.tables';
import { users } from './users.tables';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The user's own record and the company it belongs to; never the password's hash. */
export const PROFILE_PART: PersonalDataPart = {
  file: 'profile',
  title: { it: 'Profilo e azienda', en: 'Profile and company' },
  async read(tx, userId) {
    const [row] = await tx
      .select({ user: users, company: companies })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(eq(users.id, userId));
    if (!row) return null;
    const { user, company } = row;
    return {
      UserName: user.userName,
      Email: user.email,
      EmailVerifiedAt: iso(user.emailVerifiedAt),
      FirstName: user.firstName,
      LastName: user.lastName,
      FiscalCode: user.fiscalCode,
      PhoneNumber: user.phoneNumber,
      MobilePhone: user.mobilePhone,
      BirthDate: user.birthDate,
      LanguageId: user.languageId,
      Availability: { From: user.availabilityFrom, To: user.availabilityTo },
      Role: user.role,
      Enabled: user.enabled,
      Newsletter: user.newsletter,
      ExcludedProducts: user.excludedProducts,
      Topics: user.topics,
      CreatedAt: iso(user.createdAt),
      LastLoginAt: iso(user.lastLoginAt),
      Company: {
        Name: company.name,
        VatCode: company.vatCode,
        FiscalCode: company.fiscalCode,
        Email: company.email,
      },
    };
  },
};
