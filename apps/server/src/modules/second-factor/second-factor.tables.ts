import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../../core/bytea';
import { companies } from '../companies/companies.tables';
import { users } from '../users/users.tables';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A user's authenticator app (RFC 6238, decision 078): the shared secret, sealed with the server's
 * key; unconfirmed until its first code proves the app has it. `last_step` is the time step of the
 * last code taken, so that a code is taken once.
 */
export const userTotp = pgTable('user_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  createdAt: instant('created_at').notNull(),
  confirmedAt: instant('confirmed_at'),
  lastStep: bigint('last_step', { mode: 'number' }),
});

/**
 * A user's passkeys and security keys (WebAuthn): the credential's id and public key, its signature
 * counter, and whether it also signs the user in without the password.
 */
export const userPasskeys = pgTable(
  'user_passkeys',
  {
    /** The credential id, base64url, as the authenticator gives it. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    publicKey: bytea('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull(),
    /** How the browser reaches it (usb, nfc, ble, internal, hybrid), comma-separated. */
    transports: text('transports').notNull().default(''),
    passwordless: boolean('passwordless').notNull().default(false),
    createdAt: instant('created_at').notNull(),
    lastUsedAt: instant('last_used_at'),
  },
  (t) => [index('user_passkeys_user_idx').on(t.userId)],
);

/** The single-use recovery codes of a user with a second factor, kept as keyed hashes. */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('user_recovery_codes_user_idx').on(t.userId)],
);

/** Wrong codes in a row of a user: at SECOND_FACTOR_MAX_FAILURES the second factor locks for a while. */
export const secondFactorFailures = pgTable('second_factor_failures', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  failures: integer('failures').notNull(),
  lockedUntil: instant('locked_until'),
});

/** A company whose administrators require a second factor of every user of theirs. */
export const companySecondFactor = pgTable('company_second_factor', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  required: boolean('required').notNull(),
  changedAt: instant('changed_at').notNull(),
  changedBy: text('changed_by').notNull(),
});
