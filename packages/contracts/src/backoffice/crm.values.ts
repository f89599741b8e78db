// Plain data of crm.contract.ts: the web app uses it without loading the schemas (decision 022).
import { defineResourceAccess } from './resource-access';

/** What operators record by hand on a company's timeline. */
export const ACTIVITY_KINDS = ['call', 'email', 'visit', 'note'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Everything a company's timeline shows: the recorded activities and what other areas hold. */
export const TIMELINE_KINDS = [
  ...ACTIVITY_KINDS,
  'ticket',
  'chat',
  'appointment',
  'test_request',
  'campaign_entry',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const ACTIVITY_OUTCOMES = [
  '',
  'done',
  'no_answer',
  'interested',
  'not_interested',
  'follow_up',
] as const;
export type ActivityOutcome = (typeof ACTIVITY_OUTCOMES)[number];

export const ACTIVITY_SUBJECT_MAX = 200;
export const ACTIVITY_BODY_MAX = 4000;
export const NEXT_ACTION_MAX = 300;
export const TIMELINE_PAGE_SIZE = 30;

/**
 * The CRM timeline: the whole back office reads it; operators record calls, mails, visits and notes
 * (`create`) and change or remove their own (`update`, `delete` own); admins anyone's.
 */
export const CRM_ACCESS = defineResourceAccess('crm', {
  viewer: { list: 'all', read: 'all' },
  operator: { list: 'all', read: 'all', create: 'all', update: 'own', delete: 'own' },
  admin: { list: 'all', read: 'all', create: 'all', update: 'all', delete: 'all' },
});
