import type { TimelineItem, UpcomingActivity } from '@sportello/contracts/backoffice/crm.contract';
import { encodeFilter } from '@sportello/contracts/common/filters';
import { json } from '../../../testing/api-stub';

export const ME = { Id: '00000000-0000-4000-8000-00000000000a', Name: 'Anna Operatrice', Me: true };
export const OTHER = { Id: '00000000-0000-4000-8000-00000000000b', Name: 'Bruno Venditore', Me: false };
export const OWNERS = 'GET /api/BackOffice/Crm/Owners';
export const SAVE = 'POST /api/BackOffice/Crm/Activities/Save';

/** The timeline call of a company and filter, as the page encodes it (base64url JSON in the path). */
export const timelineRoute = (companyId: number, filter: object) =>
  `GET /api/BackOffice/Crm/Companies/${companyId}/Timeline/${encodeFilter(filter)}`;

/** A recorded call of Anna's, which she may change; override what a test needs. */
export const itemOf = (overrides: Partial<TimelineItem> = {}): TimelineItem => ({
  Key: 'call:12',
  Kind: 'call',
  At: '2026-03-10T09:30:00.000Z',
  Subject: 'Rinnovo contratto',
  Body: 'Ha chiesto il listino.\nRichiamare dopo il 15.',
  Outcome: 'follow_up',
  Who: 'Anna Operatrice',
  ActivityId: 12,
  Link: '',
  State: '',
  NextAction: 'Inviare offerta',
  NextDueAt: '2099-04-15T12:00:00.000Z',
  NextOwner: { Id: ME.Id, Name: ME.Name },
  DoneAt: null,
  CanChange: true,
  ...overrides,
});

/** A page of the timeline's answer. */
export const timelinePage = (Items: TimelineItem[], Next: string | null = null, Open: TimelineItem[] = []) =>
  json(200, { Company: { Id: 5, VatCode: '09876543217', Name: 'Rossi Impianti S.r.l.' }, Items, Next, Open });

export const upcomingOf = (overrides: Partial<UpcomingActivity> = {}): UpcomingActivity => ({
  Id: 'activity:12',
  Type: 'call',
  Title: 'Inviare offerta',
  Start: '2026-04-15T12:00:00.000Z',
  End: null,
  Company: 'Rossi Impianti S.r.l.',
  Link: '/backoffice/companies/5',
  ...overrides,
});
