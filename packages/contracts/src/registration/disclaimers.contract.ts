import { z } from 'zod';
import { DISCLAIMER_KINDS } from '../backoffice/disclaimers.values';
import { int4, int4Id } from '../common/column-ranges';
import { defineRoute } from '../common/route';
import { DISCLAIMERS_ROUTES } from './disclaimers.routes';

/**
 * A disclaimer to answer, in the caller's language, at its current version (decision 059): a
 * mandatory one must be accepted to use the portal, an optional one may be refused.
 */
export const Disclaimer = z
  .object({
    Id: int4Id,
    Code: z.string(),
    Kind: z.enum(DISCLAIMER_KINDS),
    Mandatory: z.boolean(),
    Version: int4,
    Title: z.string(),
    /** Sanitised HTML. */
    Text: z.string(),
  })
  .meta({ id: 'Disclaimer' });
export type Disclaimer = z.infer<typeof Disclaimer>;

/** A disclaimer accepted (or not) at a version, as registration and invitations send it. */
export const DisclaimerAnswer = z.object({
  Id: int4Id,
  Version: int4,
  Accepted: z.boolean(),
});

/**
 * The disclaimers still to answer: for a signed-in user, those of their company type not yet answered
 * at the current version (a mandatory one refused is asked again); before registration, all those of
 * the company named by `VatCode`. Companies of type 0 have none.
 */
export const getEmptyDisclaimers = defineRoute({
  ...DISCLAIMERS_ROUTES.getEmptyDisclaimers,
  summary: 'Disclaimers still to accept (signed-in user, or the company of a registration)',
  body: z.object({ VatCode: z.string().trim().max(16).optional() }),
  response: z.array(Disclaimer),
});

/** Spec §5 Registration: every mandatory disclaimer must be accepted (at its current version) when the company type is non-zero. */
export const checkRegistrationDisclaimers = defineRoute({
  ...DISCLAIMERS_ROUTES.checkRegistrationDisclaimers,
  summary: "Check that a registration accepts every mandatory disclaimer of the company's type",
  body: z.object({
    VatCode: z.string().trim().min(1).max(16),
    Disclaimers: z.array(DisclaimerAnswer).max(50),
  }),
  response: z.object({ Valid: z.boolean(), Missing: z.array(int4Id) }),
});

/** Contact availability choices (registration step 1: From and To, To 0 = no end). */
export const Availability = z.object({ TimeValue: int4, Label: z.string() }).meta({ id: 'Availability' });

export const getAvailabilities = defineRoute({
  ...DISCLAIMERS_ROUTES.getAvailabilities,
  summary: 'Contact-availability times for registration (From/To)',
  response: z.array(Availability),
});

/**
 * The signed-in user's answers to the disclaimers pending since sign-in (decision 059), every one of
 * them at its current version: each is recorded (address and time) as evidence. A mandatory one
 * refused ends the session (ERROR_DISCLAIMER_REFUSED); otherwise the portal opens. The list may be
 * empty: what was pending at sign-in may have been answered in another browser, or withdrawn, since.
 */
export const signDisclaimers = defineRoute({
  ...DISCLAIMERS_ROUTES.signDisclaimers,
  summary: 'Answer the disclaimers pending since sign-in (each answer recorded as a consent)',
  body: z.object({ Disclaimers: z.array(DisclaimerAnswer).max(50) }),
  response: z.object({ Done: z.literal(true) }),
});

/** A disclaimer of the user's company type and the user's last answer to it. */
export const MyConsent = z
  .object({
    DisclaimerId: int4Id,
    Code: z.string(),
    Kind: z.enum(DISCLAIMER_KINDS),
    Mandatory: z.boolean(),
    Title: z.string(),
    Text: z.string(),
    /** The version in force. */
    Version: int4,
    /** The last answer, null when never answered; its version may be an older one. */
    Answer: z.object({ Accepted: z.boolean(), Version: int4, At: z.string() }).nullable(),
  })
  .meta({ id: 'MyConsent' });
export type MyConsent = z.infer<typeof MyConsent>;

export const myConsents = defineRoute({
  ...DISCLAIMERS_ROUTES.myConsents,
  summary: "The signed-in user's disclaimers and their last answer to each",
  response: z.array(MyConsent),
});

/**
 * Gives or withdraws an optional consent at the current version: a new record, never a change of an
 * old one. A mandatory one cannot be withdrawn (ERROR_DISCLAIMER_NOT_OPTIONAL).
 */
export const answerConsent = defineRoute({
  ...DISCLAIMERS_ROUTES.answerConsent,
  summary: 'Give or withdraw an optional consent (a new consent record)',
  body: z.object({ DisclaimerId: int4Id, Accepted: z.boolean() }),
  response: z.array(MyConsent),
});
