import { formatDate } from '@sportello/contracts/common/dates';
import type { TicketSummary } from '@sportello/contracts/tickets/tickets.contract';
import type { TFunction } from 'i18next';

/** The code a user quotes: the an/ri item's own code, or the ticket code. */
export const itemCode = (item: Pick<TicketSummary, 'Code' | 'TicketCode'>) => item.Code || item.TicketCode;

/** The detail modal's subtitle: the one support published the item with, if any, then type, code, product and date. */
export function itemSubtitle(
  t: TFunction<'support'>,
  productLabel: (code: string) => string,
  item: TicketSummary & { Subtitle?: string },
): string {
  const facts = t('support.detail.subtitle', {
    type: t(`support.type.${item.Type}`),
    code: itemCode(item),
    product: item.Product ? productLabel(item.Product) : '—',
    date: formatDate(item.CreatedAt),
  });
  return item.Subtitle ? `${item.Subtitle} · ${facts}` : facts;
}
