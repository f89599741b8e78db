// Plain data of campaigns.contract.ts: the web app uses it without loading the schemas (decision 022).

/**
 * The vendor's campaigns open to customers: `tutor`, the programme in which a customer company
 * helps new customers find their way (it applies, the vendor chooses), and `talks`, an event at
 * which a customer may propose a talk or take one of its places.
 */
export const CAMPAIGN_TYPES = ['tutor', 'talks'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

/**
 * What a customer's entry is: an `application` to the tutor programme, a `talk` proposed for an
 * event, or a `registration` as one of its attendees.
 */
export const ENTRY_KINDS = ['application', 'talk', 'registration'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** The kinds of entry each type of campaign takes. */
export const KINDS_OF_TYPE = {
  tutor: ['application'],
  talks: ['talk', 'registration'],
} as const satisfies Record<CampaignType, readonly EntryKind[]>;

/**
 * Where an entry stands. Applications and talks wait for the vendor (`pending`), who `accepted` or
 * `rejected` them; a registration has a place (`registered`) or a turn on the waiting list
 * (`waiting`), and moves up when a place frees. Any entry still standing may be `withdrawn` by its
 * company; a registration may be `rejected` by the vendor.
 */
export const ENTRY_STATUSES = [
  'pending',
  'accepted',
  'rejected',
  'registered',
  'waiting',
  'withdrawn',
] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/** The statuses a company may still withdraw from; the others are over. */
export const WITHDRAWABLE_STATUSES = [
  'pending',
  'accepted',
  'registered',
  'waiting',
] as const satisfies readonly EntryStatus[];

/** What the vendor decides on an entry. */
export const ENTRY_DECISIONS = ['accept', 'reject'] as const;
export type EntryDecision = (typeof ENTRY_DECISIONS)[number];

export const CONTACT_NAME_MAX = 200;
export const PHONE_MAX = 32;
export const AVAILABILITY_MAX = 500;
export const MOTIVATION_MAX = 4000;
export const TALK_TITLE_MAX = 200;
export const ABSTRACT_MAX = 4000;
