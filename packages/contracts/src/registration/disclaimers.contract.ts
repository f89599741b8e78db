import { z } from 'zod';
import { int4, int4Id } from '../common/column-ranges';
import { defineRoute } from '../common/route';
import { DISCLAIMERS_ROUTES } from './disclaimers.routes';

/** A disclaimer to accept, in the caller's language, at its current version. */
export const Disclaimer = z
  .object({
    Id: int4Id,
    Code: z.string(),
    Version: int4,
    Title: z.string(),
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
 * The disclaimers still to accept: for a signed-in user, those of their company type not yet accepted
 * at the current version; before registration, all those of the company named by `VatCode`.
 * Companies of type 0 have none.
 */
export const getEmptyDisclaimers = defineRoute({
  ...DISCLAIMERS_ROUTES.getEmptyDisclaimers,
  summary: 'Disclaimers still to accept (signed-in user, or the company of a registration)',
  body: z.object({ VatCode: z.string().trim().max(16).optional() }),
  response: z.array(Disclaimer),
});

/** Spec §5 Registration: every disclaimer must be accepted (at its current version) when the company type is non-zero. */
export const checkRegistrationDisclaimers = defineRoute({
  ...DISCLAIMERS_ROUTES.checkRegistrationDisclaimers,
  summary: "Check that a registration accepts every disclaimer of the company's type",
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
