import type { CommunicationDetails, DetailField, NewsItem, WrappedCommunication } from './news.contract';

// Plain data of news.contract.ts: the web app uses it without loading the schemas (decision 022).

/**
 * Communication types. Types 10-19 are the spec's numbers; messages (20) and TS-informa (21) exist
 * in the wrapper model.
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

/** The type that is also sent when published: by e-mail, and by SMS when it has an SMS text. */
export const SENT_TYPE = 18;
export const TYPE_IDS = Object.keys(COMMUNICATION_TYPES).map(Number) as CommunicationTypeId[];

export const SEVERITIES = ['info', 'warning', 'critical'] as const;

/** An SMS/e-mail communication's text message: at most two SMS parts. */
export const SMS_TEXT_MAX = 320;

/**
 * The languages a communication is written in (decision 047): Italian always, English when the
 * operator wrote an English version. A reader of English gets that version, anyone else the Italian.
 */
export const CONTENT_LANGUAGES = ['it', 'en'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
export type Severity = (typeof SEVERITIES)[number];

type DetailRules = Partial<Record<DetailField, 'required' | 'optional'>>;

/**
 * The fields each type has: an event its date and place, a software release (planned or made) its
 * version and date, an alert its severity, a press review the link to its source, an SMS/e-mail
 * communication the text message it also sends. Other types have none. The back office's save validates against this table; the pages show what it lists.
 */
export const DETAIL_FIELDS = {
  11: { EventDate: 'required', EventPlace: 'required' },
  12: { SourceUrl: 'optional' },
  15: { Severity: 'required' },
  16: { Version: 'required', ReleaseDate: 'required' },
  17: { Version: 'required', ReleaseDate: 'required' },
  18: { SmsText: 'optional' },
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

/** The item inside its wrapper: the slot named for its type. */
export function unwrap(item: WrappedCommunication): NewsItem | undefined {
  const slot = COMMUNICATION_TYPES[item.Type as CommunicationTypeId];
  return slot ? item[slot] : undefined;
}
