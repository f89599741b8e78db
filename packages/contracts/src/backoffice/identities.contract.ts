import { z } from 'zod';
import { encodedFilter } from '../common/encoded-filter';
import { pageOf, sortedPageFilter } from '../common/pagination';
import { defineRoute } from '../common/route';
import { IDENTITIES_ROUTES } from './identities.routes';
import { IDENTITY_PROVIDERS, IDENTITY_SORT_FIELDS } from './identities.values';

/**
 * Identity-provider users in the back office: the links between a provider's identity (its subject)
 * and the portal's users, by user and by provider; an operator may unlink one.
 */

export const IdentityProvider = z.enum(IDENTITY_PROVIDERS);

/** One link of a user to an identity. `Email` is the one the provider gave when it was linked or last used. */
export const IdentityOfUser = z
  .object({
    Id: z.string(),
    Provider: z.string(),
    Subject: z.string(),
    Email: z.string().nullable(),
    LinkedAt: z.string(),
    LastUsedAt: z.string().nullable(),
  })
  .meta({ id: 'IdentityOfUser' });
export type IdentityOfUser = z.infer<typeof IdentityOfUser>;

/** A row of the list by provider: the link and the user it reaches. */
export const IdentityLink = IdentityOfUser.extend({
  User: z.object({ Id: z.string(), UserName: z.string(), FirstName: z.string(), LastName: z.string() }),
  Company: z.object({ Id: z.number().int(), VatCode: z.string(), Name: z.string() }),
}).meta({ id: 'IdentityLink' });
export type IdentityLink = z.infer<typeof IdentityLink>;

export const IdentityFilter = sortedPageFilter(IDENTITY_SORT_FIELDS, 'LinkedAt').extend({
  Provider: IdentityProvider.optional(),
  /** A subject or e-mail address by its start, or words starting the user's names or user name. */
  Text: z.string().trim().max(100).optional(),
});
export type IdentityFilter = z.input<typeof IdentityFilter>;

export const listIdentities = defineRoute({
  ...IDENTITIES_ROUTES.listIdentities,
  summary: 'Back office: identity-provider links, by provider, searched, sorted and paged',
  params: z.object({ filter: encodedFilter(IdentityFilter) }),
  response: pageOf(IdentityLink),
});

export const listUserIdentities = defineRoute({
  ...IDENTITIES_ROUTES.listUserIdentities,
  summary: "Back office: a user's identity-provider links",
  params: z.object({ Id: z.uuid({ error: 'ERROR_NOT_FOUND' }) }),
  response: z.array(IdentityOfUser),
});

export const unlinkIdentity = defineRoute({
  ...IDENTITIES_ROUTES.unlinkIdentity,
  summary:
    'Back office: remove one identity-provider link; the identity no longer signs that user in (audited)',
  params: z.object({ Id: z.uuid({ error: 'ERROR_NOT_FOUND' }) }),
  response: z.object({ Done: z.literal(true) }),
});
