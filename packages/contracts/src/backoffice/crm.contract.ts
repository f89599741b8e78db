import { z } from 'zod';
import { int4, int4Id, int4IdText, wireInstant } from '../common/column-ranges';
import { encodedFilter } from '../common/encoded-filter';
import { IdParams } from '../common/pagination';
import { defineRoute } from '../common/route';
import { CRM_ROUTES } from './crm.routes';
import {
  ACTIVITY_BODY_MAX,
  ACTIVITY_KINDS,
  ACTIVITY_OUTCOMES,
  ACTIVITY_SUBJECT_MAX,
  NEXT_ACTION_MAX,
  TIMELINE_KINDS,
} from './crm.values';

/**
 * The CRM (decision 083): per company, a timeline of what happened with it — the calls, mails,
 * visits and notes operators record, with a next action, its due date and its owner, and what the
 * other areas hold (tickets, chats, appointments, demonstration requests, campaign entries) — and
 * the spec's `GET /api/App/getactivities`: the kinds and the caller's upcoming activities.
 */

export const ActivityKind = z.enum(ACTIVITY_KINDS);
export const TimelineKind = z.enum(TIMELINE_KINDS);
export const ActivityOutcome = z.enum(ACTIVITY_OUTCOMES);

const Ref = z.object({ Id: z.string(), Name: z.string() });

/** One line of the timeline. `Key` is `<kind>:<id>`; `ActivityId` is set for a recorded activity. */
export const TimelineItem = z
  .object({
    Key: z.string(),
    Kind: TimelineKind,
    At: z.string(),
    Subject: z.string(),
    Body: z.string(),
    Outcome: ActivityOutcome,
    /** Who did it: an operator, a customer, or empty. */
    Who: z.string(),
    /** A recorded activity's id, to change it; null for what other areas hold. */
    ActivityId: z.number().int().nullable(),
    /** The item in its own area (a ticket, an appointment): a path of the web app; empty when none. */
    Link: z.string(),
    /** The state in its own area (a ticket's, an appointment's), as its area words it. */
    State: z.string(),
    NextAction: z.string(),
    NextDueAt: z.string().nullable(),
    NextOwner: Ref.nullable(),
    /** When the next action was done; null: still to do (or none). */
    DoneAt: z.string().nullable(),
    CanChange: z.boolean(),
  })
  .meta({ id: 'TimelineItem' });
export type TimelineItem = z.infer<typeof TimelineItem>;

/** The timeline's filter: newest first, `Before` the last `At` of the page already shown. */
export const TimelineFilter = z.object({
  /** Empty: every kind. */
  Kinds: z.array(TimelineKind).max(TIMELINE_KINDS.length).default([]),
  /** Recorded activities of this operator (as author or owner of the next action) only. */
  OwnerId: z.uuid().optional(),
  Before: wireInstant.optional(),
});
export type TimelineFilter = z.input<typeof TimelineFilter>;

export const getTimeline = defineRoute({
  ...CRM_ROUTES.getTimeline,
  summary:
    "Back office: a company's timeline, newest first, by kind and owner, a page at a time (`Next`: the next page's `Before`)",
  params: z.object({ CompanyId: int4IdText, filter: encodedFilter(TimelineFilter) }),
  response: z.object({
    Company: z.object({ Id: z.number().int(), VatCode: z.string(), Name: z.string() }),
    Items: z.array(TimelineItem),
    Next: z.string().nullable(),
    /** The company's open next actions, soonest first. */
    Open: z.array(TimelineItem),
  }),
});

export const ActivityInput = z
  .object({
    Id: int4.default(0),
    CompanyId: int4Id,
    Kind: ActivityKind,
    Subject: z
      .string()
      .trim()
      .min(1, 'ERROR_FIELD_REQUIRED')
      .max(ACTIVITY_SUBJECT_MAX, 'ERROR_FIELD_TOO_LONG'),
    Body: z.string().trim().max(ACTIVITY_BODY_MAX, 'ERROR_FIELD_TOO_LONG').default(''),
    Outcome: ActivityOutcome.default(''),
    /** When it happened; absent: now. */
    At: wireInstant.optional(),
    NextAction: z.string().trim().max(NEXT_ACTION_MAX, 'ERROR_FIELD_TOO_LONG').default(''),
    NextDueAt: wireInstant.nullable().default(null),
    /** Who does the next action; absent with one: the caller. */
    NextOwnerId: z.uuid().nullable().default(null),
  })
  .refine((a) => a.NextAction === '' || a.NextDueAt !== null, {
    path: ['NextDueAt'],
    message: 'ERROR_FIELD_REQUIRED',
  });
export type ActivityInput = z.input<typeof ActivityInput>;

export const saveActivity = defineRoute({
  ...CRM_ROUTES.saveActivity,
  summary:
    "Back office: record (Id < 1) or change a call, mail, visit or note on a company's timeline (audited)",
  body: ActivityInput,
  response: TimelineItem,
});

export const completeActivity = defineRoute({
  ...CRM_ROUTES.completeActivity,
  summary: "Back office: mark an activity's next action done (audited)",
  params: IdParams,
  response: TimelineItem,
});

export const deleteActivity = defineRoute({
  ...CRM_ROUTES.deleteActivity,
  summary: 'Back office: remove a recorded activity (audited)',
  params: IdParams,
  response: z.object({ Deleted: z.boolean() }),
});

export const listCrmOwners = defineRoute({
  ...CRM_ROUTES.listCrmOwners,
  summary: 'Back office: who may own a next action (whoever records activities); `Me` the caller',
  response: z.array(Ref.extend({ Me: z.boolean() })),
});

/** One of the caller's upcoming activities, as `getactivities` lists them. */
export const UpcomingActivity = z
  .object({
    Id: z.string(),
    Type: TimelineKind,
    Title: z.string(),
    Start: z.string(),
    End: z.string().nullable(),
    /** The company it concerns (an operator's list spans companies). */
    Company: z.string(),
    Link: z.string(),
  })
  .meta({ id: 'UpcomingActivity' });
export type UpcomingActivity = z.infer<typeof UpcomingActivity>;

export const getActivities = defineRoute({
  ...CRM_ROUTES.getActivities,
  summary:
    "The activity types and the caller's upcoming activities for the next 30 days: a customer's appointments; an operator's appointments and due next actions",
  response: z.object({
    Types: z.array(z.object({ Id: TimelineKind })),
    Activities: z.array(UpcomingActivity),
  }),
});
