import { z } from 'zod';
import { int4Id } from '../common/column-ranges';
import { IdParams } from '../common/pagination';
import { defineRoute } from '../common/route';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, PHONE_STRICT_PATTERN } from '../rules/patterns';
import { CAMPAIGNS_ROUTES } from './campaigns.routes';
import {
  ABSTRACT_MAX,
  AVAILABILITY_MAX,
  CAMPAIGN_TYPES,
  CONTACT_NAME_MAX,
  ENTRY_KINDS,
  ENTRY_STATUSES,
  MOTIVATION_MAX,
  PHONE_MAX,
  TALK_TITLE_MAX,
} from './campaigns.values';

/**
 * Campaigns as a customer meets them: the ones open to their company today, the tutor programme's
 * application, and an event's talk proposals and places (with its waiting list). Each entry belongs
 * to the company; the person who sent it is its contact.
 */

export const CampaignType = z.enum(CAMPAIGN_TYPES);
export const EntryKind = z.enum(ENTRY_KINDS);
export const EntryStatus = z.enum(ENTRY_STATUSES);

const required = (max: number) =>
  z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(max, 'ERROR_FIELD_TOO_LONG');

/** The address the vendor answers at, trimmed and lower-cased. */
export const ContactEmail = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'ERROR_FIELD_REQUIRED')
  .max(EMAIL_MAX_LENGTH, 'ERROR_BAD_EMAIL')
  .regex(EMAIL_PATTERN, 'ERROR_BAD_EMAIL');

const ContactPhone = z
  .string()
  .trim()
  .min(1, 'ERROR_FIELD_REQUIRED')
  .max(PHONE_MAX, 'ERROR_BAD_PHONE')
  .regex(PHONE_STRICT_PATTERN, 'ERROR_BAD_PHONE');

/** Consent to the processing of the entry's personal data: without it nothing is kept. */
const PrivacyConsent = z.literal(true, { error: 'ERROR_PRIVACY_MUST_SIGN' });

/** The caller's own entry in a campaign. */
export const MyEntry = z
  .object({
    Id: z.number().int(),
    Kind: EntryKind,
    Status: EntryStatus,
    /** A waiting registration's turn (1 = the next to move up); null otherwise. */
    Position: z.number().int().nullable(),
    /** Who it is for: a company's several registrations are told apart by it. */
    ContactName: z.string(),
    /** Whether the caller may withdraw it: still standing, and theirs or (for its admins) their company's. */
    CanWithdraw: z.boolean(),
    CreatedAt: z.string(),
  })
  .meta({ id: 'MyCampaignEntry' });
export type MyEntry = z.infer<typeof MyEntry>;

/** A campaign open to the caller's company, with the company's entries in it. */
export const OpenCampaign = z
  .object({
    Id: z.number().int(),
    Type: CampaignType,
    Title: z.string(),
    /** Plain text; line breaks are the vendor's paragraphs. */
    Description: z.string(),
    StartsAt: z.string(),
    EndsAt: z.string(),
    /** When the event takes place (talks); null for the tutor programme. */
    EventAt: z.string().nullable(),
    Place: z.string(),
    /** Attendee places (talks); null: unlimited. */
    Capacity: z.number().int().nullable(),
    /** Places not yet taken; null when unlimited. */
    PlacesLeft: z.number().int().nullable(),
    /** The caller's company's entries, withdrawn ones included, newest first. */
    Mine: z.array(MyEntry),
  })
  .meta({ id: 'OpenCampaign' });
export type OpenCampaign = z.infer<typeof OpenCampaign>;

export const listOpenCampaigns = defineRoute({
  ...CAMPAIGNS_ROUTES.listOpenCampaigns,
  summary:
    "The campaigns open today to the caller's company (its products, company type and tags), with places left and the company's own entries",
  response: z.array(OpenCampaign),
});

/** The contact of an entry: who the vendor writes to. */
const contact = {
  CampaignId: int4Id,
  ContactName: required(CONTACT_NAME_MAX),
  Email: ContactEmail,
  PrivacyConsent,
};

export const TutorApplication = z
  .object({
    ...contact,
    Phone: ContactPhone,
    /** When the company can help, in its own words (weekdays, hours). */
    Availability: required(AVAILABILITY_MAX),
    Motivation: required(MOTIVATION_MAX),
    /** Whether the vendor may also write to the contact about its offers. */
    MarketingConsent: z.boolean().default(false),
  })
  .meta({ id: 'TutorApplication' });
export type TutorApplication = z.input<typeof TutorApplication>;

export const applyTutor = defineRoute({
  ...CAMPAIGNS_ROUTES.applyTutor,
  summary:
    "Apply to the tutor programme for the caller's company: one application per company and campaign (409 ERROR_CAMPAIGN_ALREADY_APPLIED); the vendor decides",
  body: TutorApplication,
  response: MyEntry,
});

export const TalkProposal = z
  .object({
    ...contact,
    Phone: ContactPhone,
    TalkTitle: required(TALK_TITLE_MAX),
    Abstract: required(ABSTRACT_MAX),
  })
  .meta({ id: 'TalkProposal' });
export type TalkProposal = z.input<typeof TalkProposal>;

export const proposeTalk = defineRoute({
  ...CAMPAIGNS_ROUTES.proposeTalk,
  summary:
    "Propose a talk at an event campaign for the caller's company: one proposal per company and campaign; the vendor decides",
  body: TalkProposal,
  response: MyEntry,
});

export const TalkRegistration = z.object(contact).meta({ id: 'TalkRegistration' });
export type TalkRegistration = z.input<typeof TalkRegistration>;

export const registerTalks = defineRoute({
  ...CAMPAIGNS_ROUTES.registerTalks,
  summary:
    'Take a place at an event campaign: `registered` while places are left, `waiting` (with a position) once they are taken; one registration per address (409 ERROR_CAMPAIGN_ALREADY_REGISTERED); confirmed by e-mail',
  body: TalkRegistration,
  response: MyEntry,
});

export const withdrawEntry = defineRoute({
  ...CAMPAIGNS_ROUTES.withdrawEntry,
  summary:
    "Withdraw one of the company's entries; a registration's place goes to the first of the waiting list",
  params: IdParams,
  response: MyEntry,
});
