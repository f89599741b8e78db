import { z } from 'zod';
import { defineRoute } from '../common/route';
import { TOPICS } from '../companies/invitations.values';
import { PRODUCTS } from '../tickets/tickets.values';
import { PREFERENCES_ROUTES } from './preferences.routes';

/**
 * The signed-in user's products excluded from news and the topics they follow (set by their
 * invitation, decision 011). Each list can be changed by the user only when its flag allows.
 */
export const Preferences = z
  .object({
    ExcludedProducts: z.array(z.object({ Code: z.string() })),
    Topics: z.array(z.object({ Code: z.string() })),
    CanModifyExcludedProducts: z.boolean(),
    CanModifyTopics: z.boolean(),
    /** Whether the user accepts commercial mail (campaigns); service mail comes whatever it says. */
    NewsLetter: z.boolean(),
  })
  .meta({ id: 'Preferences' });
export type Preferences = z.infer<typeof Preferences>;

const codes = <T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.object({ Code: z.enum(values, { error: 'ERROR_BAD_REQUEST' }) })).max(values.length);

export const getPreferences = defineRoute({
  ...PREFERENCES_ROUTES.getPreferences,
  summary: 'Products excluded from news, topics followed and commercial mail accepted by the signed-in user',
  response: Preferences,
});

export const savePreferences = defineRoute({
  ...PREFERENCES_ROUTES.savePreferences,
  summary: 'Change the lists the user may change (a list they may not change: ERROR_FORBIDDEN)',
  body: z.object({
    ExcludedProducts: codes(PRODUCTS).optional(),
    Topics: codes(TOPICS).optional(),
    NewsLetter: z.boolean().optional(),
  }),
  response: Preferences,
});
