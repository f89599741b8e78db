import { CompanyFilter } from '@sportello/contracts/backoffice/companies.contract';
import { QueueFilter } from '@sportello/contracts/backoffice/helpdesk.contract';
import { SEARCH_SECTION_SIZE, type SearchResults } from '@sportello/contracts/backoffice/search.contract';
import { UserFilter } from '@sportello/contracts/backoffice/users.contract';
import { AppError } from '../../core/app-error';
import type { ServiceContext } from '../../core/context';
import { listCompanies } from '../companies/companies-registry.service';
import { listQueue } from '../tickets/helpdesk.service';
import { listUsers } from '../users-registry/users-registry.service';

/**
 * The back office's global search (decision 077): the text goes to the companies', users' and
 * helpdesk's own lists, which find what they find (a VAT code prefix, words of a name, an e-mail, a
 * ticket code whatever its state) and check the caller's permission each. A list the caller's role
 * may not open is a section of `null`, not a refusal of the whole search.
 */
export async function searchBackoffice(ctx: ServiceContext, text: string): Promise<SearchResults> {
  const page = { Text: text, Page: 0, Size: SEARCH_SECTION_SIZE };
  const [companies, users, tickets] = await Promise.all([
    permitted(listCompanies(ctx, CompanyFilter.parse(page))),
    permitted(listUsers(ctx, UserFilter.parse(page))),
    permitted(listQueue(ctx, QueueFilter.parse(page))),
  ]);
  return {
    Companies: companies && {
      Total: companies.Total,
      Items: companies.Items.map((c) => ({ Id: c.Id, VatCode: c.VatCode, Name: c.Name })),
    },
    Users: users && {
      Total: users.Total,
      Items: users.Items.map((u) => ({
        Id: u.Id,
        UserName: u.UserName,
        Name: `${u.FirstName} ${u.LastName}`.trim(),
        Email: u.Email,
        CompanyName: u.Company.Name,
        Enabled: u.Enabled,
      })),
    },
    Tickets: tickets && {
      Total: tickets.Total,
      Items: tickets.Items.map((t) => ({
        Id: t.Id,
        TicketCode: t.TicketCode,
        Subject: t.Subject,
        State: t.State,
        CompanyName: t.Company?.Name ?? t.Requester,
      })),
    },
  };
}

/** A list's answer, or null when the caller's role may not list it. */
async function permitted<T>(list: Promise<T>): Promise<T | null> {
  try {
    return await list;
  } catch (error) {
    if (error instanceof AppError && error.key === 'ERROR_FORBIDDEN') return null;
    throw error;
  }
}
