import { z } from 'zod';
import { int4Id, smallint } from '../common/column-ranges';
import { encodedFilter } from '../common/encoded-filter';
import { IdParams, PageFilter, pageOf } from '../common/pagination';
import { defineRoute } from '../common/route';
import { NEWS_ROUTES } from './news.routes';
import { CONTENT_LANGUAGES, SEVERITIES } from './news.values';

// The customers' side of communications (spec §3 Wrapped communication, §7 news and popup news):
// what a signed-in user of a company may read. The back office's own shape, with authorship and
// audience filters, is in backoffice/communications.contract.ts; customers never receive it. The
// types and their fields are plain data in news.values.ts.

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
    /** An SMS/e-mail communication's text message, sent to the mobile phones of those it addresses. */
    SmsText: z.string().optional(),
  })
  .meta({ id: 'CommunicationDetails' });
export type CommunicationDetails = z.infer<typeof CommunicationDetails>;
export type DetailField = keyof CommunicationDetails;

/**
 * One communication as a customer receives it: its content and publication, nothing of the back
 * office. Title, summary and body are in the reader's language when the item has that version, in
 * Italian otherwise; `Language` says which.
 */
export const NewsItem = z
  .object({
    Id: int4Id,
    Type: smallint,
    Title: z.string(),
    Summary: z.string(),
    /** HTML sanitised by the server when the item was saved. */
    Body: z.string(),
    /** The language of Title, Summary and Body (decision 047). */
    Language: z.enum(CONTENT_LANGUAGES),
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
    Type: smallint,
    ComunicationId: int4Id,
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

export const NewsFilter = PageFilter.extend({ Type: smallint.optional() });
export type NewsFilter = z.input<typeof NewsFilter>;

export const listNews = defineRoute({
  ...NEWS_ROUTES.listNews,
  summary: "The signed-in customer's news: published, in its window, matching company and role",
  params: z.object({ filter: encodedFilter(NewsFilter) }),
  response: pageOf(WrappedCommunication).extend({ Unread: z.number().int() }),
});

export const getNews = defineRoute({
  ...NEWS_ROUTES.getNews,
  summary: 'One news item the signed-in customer may see',
  params: IdParams,
  response: WrappedCommunication,
});

export const markNewsRead = defineRoute({
  ...NEWS_ROUTES.markNewsRead,
  summary: 'Mark a news item read for the signed-in user',
  params: IdParams,
  response: z.object({ Read: z.boolean() }),
});

export const listPopupNews = defineRoute({
  ...NEWS_ROUTES.listPopupNews,
  summary: "The signed-in user's current popup news (fed to the pop-up banner)",
  response: z.object({ Items: z.array(WrappedCommunication) }),
});
