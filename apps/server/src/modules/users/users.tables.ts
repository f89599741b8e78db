import { getTableColumns, sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables';
import { languages } from '../languages/languages.tables';

/**
 * Portal users. `role` is one of user / company_admin (company side) or operator / admin (the
 * vendor's company). User names are unique regardless of case.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userName: varchar('user_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    fiscalCode: varchar('fiscal_code', { length: 16 }).notNull().default(''),
    phoneNumber: varchar('phone_number', { length: 32 }).notNull().default(''),
    mobilePhone: varchar('mobile_phone', { length: 32 }).notNull().default(''),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    role: varchar('role', { length: 20, enum: ['user', 'company_admin', 'operator', 'admin'] })
      .notNull()
      .default('user'),
    languageId: integer('language_id')
      .notNull()
      .default(1)
      .references(() => languages.id),
    enabled: boolean('enabled').notNull().default(true),
    /** argon2id PHC string; null for users who sign in only through single sign-on. */
    passwordHash: text('password_hash'),
    passwordExpiresAt: timestamp('password_expires_at', { withTimezone: true }),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Set when the user proved the address with an e-mailed code. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Contact availability, hours of the day (registration step 1); To 0 means no end. */
    availabilityFrom: integer('availability_from').notNull().default(0),
    availabilityTo: integer('availability_to').notNull().default(0),
    /** Spec §3 Person.BirthDate, a calendar day; null (its default) until the user gives it. */
    birthDate: date('birth_date', { mode: 'string' }),
    newsletter: boolean('newsletter').notNull().default(false),
    /** Products whose news and communications the user does not want (codes of PRODUCTS). */
    excludedProducts: text('excluded_products').array().notNull().default(sql`'{}'`),
    /** Topics the user follows (codes of TOPICS). */
    topics: text('topics').array().notNull().default(sql`'{}'`),
    /** Whether the user may change those two lists themselves (set by the invitation). */
    canModifyExcludedProducts: boolean('can_modify_excluded_products').notNull().default(true),
    canModifyTopics: boolean('can_modify_topics').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_user_name_lower_idx').on(sql`lower(${t.userName})`),
    // A company's users: the back office counts them on every row of its companies list.
    index('users_company_idx').on(t.companyId),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** A person's data, language and account role: what the back office's edit page and import set of a user. */
export type PersonColumn =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'fiscalCode'
  | 'phoneNumber'
  | 'mobilePhone'
  | 'languageId'
  | 'role';

// A user as the lists of users show them (the back office's registry, a company's colleagues): the
// row with its company's VAT code and name, whether wrong passwords lock the sign-in now and until
// when (`login_throttle`, the auth module's) and whether an identity provider is linked (`isp_links`,
// the sso module's). Here beside the table, so that every repository that lists users reads them
// alike. Written out as SQL: those tables are other modules' (the links refer to `users`, an import
// would go round in a circle), and drizzle would render the outer column unqualified inside a subquery.

/** The sign-in lock's key of a user, as the login throttle writes it. */
const throttleKey = sql`'user:' || lower(users.user_name)`;

/** Whether wrong passwords lock the user's sign-in at `now`. */
export const isSignInLocked = (now: Date) =>
  sql<boolean>`exists (select 1 from login_throttle t where t.key = ${throttleKey} and t.locked_until > ${now.toISOString()}::timestamptz)`;

/** Whether an identity provider is linked to the user. */
export const isSsoLinked = () => sql<boolean>`exists (select 1 from isp_links l where l.user_id = users.id)`;

/** The columns of a listed user, selected from `users` joined to `companies` on the user's company. */
export const listedUserColumns = (now: Date) => ({
  ...getTableColumns(users),
  companyVatCode: companies.vatCode,
  companyName: companies.name,
  locked: isSignInLocked(now),
  lockedUntil: sql<Date | null>`(select t.locked_until from login_throttle t where t.key = ${throttleKey})`,
  ssoLinked: isSsoLinked(),
});

export type UserListRow = UserRow & {
  companyVatCode: string;
  companyName: string;
  locked: boolean;
  lockedUntil: Date | string | null;
  ssoLinked: boolean;
};
