import type {
  AppointmentStatus,
  Place,
  RequestStatus,
  ServiceKind,
} from '@sportello/contracts/reservations/reservations.values';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables';
import { users } from '../users/users.tables';

/** A service customers book (decision 082): what it is, how long, where, who delivers it, who may book. */
export const reservationServices = pgTable('reservation_services', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 16 }).$type<ServiceKind>().notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  durationMinutes: integer('duration_minutes').notNull(),
  bufferMinutes: integer('buffer_minutes').notNull().default(0),
  /** People one session takes: 1 for a meeting, more for a course or a webinar. */
  seats: integer('seats').notNull().default(1),
  place: varchar('place', { length: 10 }).$type<Place>().notNull(),
  placeDetail: text('place_detail').notNull().default(''),
  leadHours: integer('lead_hours').notNull().default(24),
  cancelHours: integer('cancel_hours').notNull().default(24),
  priceCents: integer('price_cents'),
  /** Eligibility: each list given narrows it (one of its values must match), an empty one does not. */
  products: text('products').array().notNull().default(sql`'{}'`),
  planIds: integer('plan_ids').array().notNull().default(sql`'{}'`),
  /** Tags by id, as campaigns keep them: the tags area counts and moves these uses. */
  tagIds: integer('tag_ids').array().notNull().default(sql`'{}'`),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: text('updated_by').notNull(),
});

/** Who delivers a service. */
export const reservationServiceOperators = pgTable(
  'reservation_service_operators',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => reservationServices.id, { onDelete: 'cascade' }),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.operatorId] }), index('rso_operator_idx').on(t.operatorId)],
);

/**
 * An appointment: a customer's seat with an operator at a time. A course's session is the set of
 * its confirmed appointments with one operator at one start. `uid` and `sequence` are the calendar
 * files' (RFC 5545): the same UID through every change, the sequence raised at each.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    uid: uuid('uid').notNull().defaultRandom().unique(),
    sequence: integer('sequence').notNull().default(0),
    serviceId: integer('service_id')
      .notNull()
      .references(() => reservationServices.id, { onDelete: 'restrict' }),
    /** Null once the operator's account is deleted: the appointment stays, to be given to another. */
    operatorId: uuid('operator_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The customer's name, address and language when booked: the mails go there. */
    contactName: text('contact_name').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    languageId: integer('language_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: varchar('status', { length: 10 }).$type<AppointmentStatus>().notNull(),
    notes: text('notes').notNull().default(''),
    cancelReason: text('cancel_reason').notNull().default(''),
    /** When the reminder went (24 hours before): the job sends it once across processes. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('appointments_range', sql`${t.endsAt} > ${t.startsAt}`),
    index('appointments_operator_idx').on(t.operatorId, t.startsAt),
    index('appointments_company_idx').on(t.companyId, t.startsAt),
    index('appointments_user_idx').on(t.userId, t.startsAt),
    index('appointments_service_idx').on(t.serviceId, t.startsAt),
    index('appointments_reminder_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'confirmed' and ${t.remindedAt} is null`),
  ],
);

/** An operator away (holiday, sickness, training): no slot of theirs is offered in it. */
export const reservationAbsences = pgTable(
  'reservation_absences',
  {
    id: serial('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull().default(''),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('reservation_absences_range', sql`${t.endsAt} > ${t.startsAt}`),
    index('reservation_absences_operator_idx').on(t.operatorId, t.startsAt),
  ],
);

/** A customer's request for a product demonstration (the spec's test appointment). */
export const testAppointmentRequests = pgTable(
  'test_appointment_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    contactName: text('contact_name').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    languageId: integer('language_id').notNull(),
    product: varchar('product', { length: 16 }).notNull(),
    preferredDate: date('preferred_date', { mode: 'string' }),
    preferredTime: text('preferred_time').notNull().default(''),
    phone: varchar('phone', { length: 32 }).notNull().default(''),
    notes: text('notes').notNull().default(''),
    status: varchar('status', { length: 10 }).$type<RequestStatus>().notNull(),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One waiting request per person and product: two sent at once cannot both pass.
    uniqueIndex('test_requests_pending_idx').on(t.userId, t.product).where(sql`${t.status} = 'pending'`),
    index('test_requests_status_idx').on(t.status, t.createdAt),
    index('test_requests_company_idx').on(t.companyId, t.createdAt),
  ],
);

/** An operator's private calendar feed: the MAC of its token (the token itself is shown once). */
export const calendarFeeds = pgTable('calendar_feeds', {
  operatorId: uuid('operator_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type ServiceRow = typeof reservationServices.$inferSelect;
export type AppointmentRow = typeof appointments.$inferSelect;
export type AbsenceRow = typeof reservationAbsences.$inferSelect;
export type TestRequestRow = typeof testAppointmentRequests.$inferSelect;
