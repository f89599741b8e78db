import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables';
import { users } from '../users/users.tables';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A user's authenticator app (RFC 6238, decision 078): the shared secret, sealed with the server's
 * key; unconfirmed until its first code proves the app has it. `last_step` is the time step of the
 * last code taken, so that a code is taken once; wrong codes in a row lock it for a while.
 */
export const userTotp = pgTable('user_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  createdAt: instant('created_at').notNull(),
  confirmedAt: instant('confirmed_at'),
  lastStep: bigint('last_step', { mode: 'number' }),
  failures: integer('failures').notNull().default(0),
  lockedUntil: instant('locked_until'),
});

/** The single-use recovery codes of a user with an authenticator, kept as keyed hashes. */
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

/** A company whose administrators require a second factor of every user of theirs. */
export const companySecondFactor = pgTable('company_second_factor', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  required: boolean('required').notNull(),
  changedAt: instant('changed_at').notNull(),
  changedBy: text('changed_by').notNull(),
});
