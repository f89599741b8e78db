import type {
  discardUndeliveredMail,
  getUndeliveredMail,
  listUndeliveredMail,
  retryUndeliveredMail,
  UndeliveredMailFilter,
} from '@sportello/contracts/app/mail-outbox.contract';
import { MAIL_OUTBOX_ROUTES } from '@sportello/contracts/app/mail-outbox.routes';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { routePath } from '@sportello/contracts/common/route';
import { queryOptions } from '@tanstack/react-query';
import { env } from '../../../config/env';
import { apiRequest, filterSegment } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

export const undeliveredMailQuery = (filter: UndeliveredMailFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['backoffice', 'mail', filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof listUndeliveredMail>(MAIL_OUTBOX_ROUTES.listUndeliveredMail, {
        params: { filter: filterSegment(filter) },
        signal,
      }),
  });

export const undeliveredMessageQuery = (id: string) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['backoffice', 'mail', 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest<typeof getUndeliveredMail>(MAIL_OUTBOX_ROUTES.getUndeliveredMail, {
        params: { Id: id },
        signal,
      }),
  });

export const retryMailCall = (ids: string[]) =>
  apiRequest<typeof retryUndeliveredMail>(MAIL_OUTBOX_ROUTES.retryUndeliveredMail, { body: { Ids: ids } });

export const discardMailCall = (ids: string[]) =>
  apiRequest<typeof discardUndeliveredMail>(MAIL_OUTBOX_ROUTES.discardUndeliveredMail, {
    body: { Ids: ids },
  });

/** The server builds the CSV in the chosen code page; the browser downloads it through a plain link. */
export const undeliveredMailExportUrl = (filter: UndeliveredMailFilter, encoding: FileEncoding) =>
  `${env.apiBaseUrl}${routePath(MAIL_OUTBOX_ROUTES.exportUndeliveredMail.path, { filter: filterSegment(filter) })}?state=true&Encoding=${encoding}`;
