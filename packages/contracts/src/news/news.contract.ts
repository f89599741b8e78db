import { z } from 'zod';
import { encodedFilter } from '../common/filters';
import { IdParams, PageFilter, pageOf } from '../common/pagination';
import { defineRoute } from '../common/route';

/**
 * The customers' side of communications (spec §3 Wrapped communication, §7 news and popup news):
 * what a signed-in user of a company may read. The back office's own shape, with authorship and
 * audience filters, is in backoffice/communications.contract.ts; customers never receive it.
 *
 * Types 10-19 are the spec's numbers; messages (20) and TS-informa (21) exist in the wrapper model.
 */
export const COMMUNICATION_TYPES = {
  10: 'News',
  11: 'Event',
  12: 'PressReview',
  13: 'Circolare',
  14: 'NewsFiscale',
  15: 'Alert',
  16: 'SWReleasePlanned',
  17: 'SWReleaseMade',
  18: 'SmsEmail',
  19: 'NewsTecniche',
  20: 'Messages',
  21: 'TSInforma',
} as const;
export type CommunicationTypeId = keyof typeof COMMUNICATION_TYPES;
export const TYPE_IDS = Object.keys(COMMUNICATION_TYPES).map(Number) as CommunicationTypeId[];

export const SEVERITIES = ['info', 'warning', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

/**
 * Type-specific fields. Each type has only its own (see DETAIL_FIELDS); a field a type does not have
 * is absent, never an empty placeholder.
 */
export const CommunicationDetails = z
  .object({
    EventDate: z.string().optional(),
    EventPlace: z.string().optional(),
    Version: z.string().optional(),
    ReleaseDate: z.string().optional(),
    Severity: z.enum(SEVERITIES).optional(),
    SourceUrl: z.string().optional(),
  })
  .meta({ id: 'CommunicationDetails' });
export type CommunicationDetails = z.infer<typeof CommunicationDetails>;
export type DetailField = keyof CommunicationDetails;

type DetailRules = Partial<Record<DetailField, 'required' | 'optional'>>;

/**
 * The fields each type has: an event its date and place, a software release (planned or made) its
 * version and date, an alert its severity, a press review the link to its source. Other types have
 * none. The back office's save validates against this table; the pages show what it lists.
 */
export const DETAIL_FIELDS = {
  11: { EventDate: 'required', EventPlace: 'required' },
  12: { SourceUrl: 'optional' },
  15: { Severity: 'required' },
  16: { Version: 'required', ReleaseDate: 'required' },
  17: { Version: 'required', ReleaseDate: 'required' },
} as const satisfies Partial<Record<CommunicationTypeId, DetailRules>>;

export function detailFieldsOf(type: number): DetailRules {
  return (DETAIL_FIELDS as Partial<Record<number, DetailRules>>)[type] ?? {};
}

/** Only the fields of the type, and only those with a value: what the wire carries. */
export function detailsOf(
  type: number,
  details: Partial<Record<DetailField, unknown>>,
): CommunicationDetails {
  const picked: Partial<Record<DetailField, unknown>> = {};
  for (const field of Object.keys(detailFieldsOf(type)) as DetailField[]) {
    const value = details[field];
    if (value !== undefined && value !== null && value !== '') picked[field] = value;
  }
  return picked as CommunicationDetails;
}

/** One communication as a customer receives it: its content and publication, nothing of the back office. */
export const NewsItem = z
  .object({
    Id: z.number().int(),
    Type: z.number().int(),
    Title: z.string(),
    Summary: z.string(),
    /** HTML sanitised by the server when the item was saved. */
    Body: z.string(),
    PublishFrom: z.string().nullable(),
    PublishTo: z.string().nullable(),
    IsPopup: z.boolean(),
    Details: CommunicationDetails,
    CreatedAt: z.string(),
    UpdatedAt: z.string(),
  })
  .meta({ id: 'NewsItem' });
export type NewsItem = z.infer<typeof NewsItem>;

/** The wrapped form (spec §3): Type, ComunicationId (spelled so) and one slot named for the type. */
export const WrappedCommunication = z
  .object({
    Type: z.number().int(),
    ComunicationId: z.number().int(),
    /** Whether the signed-in user has opened it. */
    Read: z.boolean(),
    News: NewsItem.optional(),
    Event: NewsItem.optional(),
    PressReview: NewsItem.optional(),
    Circolare: NewsItem.optional(),
    NewsFiscale: NewsItem.optional(),
    Alert: NewsItem.optional(),
    SWReleasePlanned: NewsItem.optional(),
    SWReleaseMade: NewsItem.optional(),
    SmsEmail: NewsItem.optional(),
    NewsTecniche: NewsItem.optional(),
    Messages: NewsItem.optional(),
    TSInforma: NewsItem.optional(),
  })
  .meta({ id: 'WrappedCommunication' });
export type WrappedCommunication = z.infer<typeof WrappedCommunication>;

/** The item inside its wrapper: the slot named for its type. */
export function unwrap(item: WrappedCommunication): NewsItem | undefined {
  const slot = COMMUNICATION_TYPES[item.Type as CommunicationTypeId];
  return slot ? item[slot] : undefined;
}

export const NewsFilter = PageFilter.extend({ Type: z.number().int().optional() });
export type NewsFilter = z.input<typeof NewsFilter>;

export const listNews = defineRoute({
  method: 'GET',
  path: '/api/Communication/News/:filter',
  summary: "The signed-in customer's news: published, in its window, matching company and role",
  params: z.object({ filter: encodedFilter(NewsFilter) }),
  response: pageOf(WrappedCommunication).extend({ Unread: z.number().int() }),
});

export const getNews = defineRoute({
  method: 'GET',
  path: '/api/Communication/News/Detail/:Id',
  summary: 'One news item the signed-in customer may see',
  params: IdParams,
  response: WrappedCommunication,
});

export const markNewsRead = defineRoute({
  method: 'POST',
  path: '/api/Communication/News/Read/:Id',
  summary: 'Mark a news item read for the signed-in user',
  params: IdParams,
  response: z.object({ Read: z.boolean() }),
});

export const listPopupNews = defineRoute({
  method: 'GET',
  path: '/api/Communication/PopUp/News',
  summary: "The signed-in user's current popup news (fed to the pop-up banner)",
  response: z.object({ Items: z.array(WrappedCommunication) }),
});
