import { z } from 'zod';
import { defineRoute } from '../common/route';
import { TicketState } from '../tickets/tickets.contract';
import { SEARCH_ROUTES } from './search.routes';

/**
 * The back office's global search (`Ctrl+K`, decision 077): companies, users and tickets at once,
 * each section as its own list finds them (a VAT code prefix, a name, an e-mail, a ticket code), and
 * only the sections the caller's role may list (`null` otherwise).
 */

/** How many of each kind the search shows; the section's `Total` says how many its list holds. */
export const SEARCH_SECTION_SIZE = 5;

export const SearchQuery = z.object({
  Text: z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(100, 'ERROR_FIELD_TOO_LONG'),
});

const section = <T extends z.ZodType>(item: T) =>
  z.object({ Total: z.number().int(), Items: z.array(item) }).nullable();

const CompanyRef = z.object({ Id: z.number().int(), VatCode: z.string(), Name: z.string() });

export const SearchResults = z
  .object({
    Companies: section(CompanyRef),
    Users: section(
      z.object({
        Id: z.string(),
        UserName: z.string(),
        Name: z.string(),
        Email: z.string(),
        CompanyName: z.string(),
        Enabled: z.boolean(),
      }),
    ),
    Tickets: section(
      z.object({
        Id: z.string(),
        TicketCode: z.string(),
        Subject: z.string(),
        State: TicketState,
        CompanyName: z.string(),
      }),
    ),
  })
  .meta({ id: 'BackofficeSearchResults' });
export type SearchResults = z.infer<typeof SearchResults>;

export const searchBackoffice = defineRoute({
  ...SEARCH_ROUTES.searchBackoffice,
  summary: 'Back office: companies, users and tickets a text finds, as far as the caller may list each',
  querystring: SearchQuery,
  response: SearchResults,
});
