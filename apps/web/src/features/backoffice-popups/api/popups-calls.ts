import type { getAudienceValues } from '@sportello/contracts/backoffice/communications.contract';
import { COMMUNICATIONS_ROUTES } from '@sportello/contracts/backoffice/communications.routes';
import type {
  deletePopupMessages,
  listPopupMessages,
  movePopupMessage,
  PopupMessageFilter,
  PopupMessageInput,
  savePopupMessage,
} from '@sportello/contracts/backoffice/popups.contract';
import { POPUP_MESSAGES_ROUTES } from '@sportello/contracts/backoffice/popups.routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, filterSegment } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

export const popupMessagesQuery = (filter: PopupMessageFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['backoffice', 'popups', 'list', filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof listPopupMessages>(POPUP_MESSAGES_ROUTES.listPopupMessages, {
        params: { filter: filterSegment(filter) },
        signal,
      }),
  });

/**
 * The company types and group codes the companies have, with how many have each: the values the
 * communications' audiences offer, offered to a message's audience too.
 */
export const popupAudienceValuesQuery = queryOptions({
  ...PER_USER,
  queryKey: ['backoffice', 'popups', 'audience'],
  queryFn: ({ signal }) =>
    apiRequest<typeof getAudienceValues>(COMMUNICATIONS_ROUTES.getAudienceValues, { signal }),
  staleTime: 5 * 60_000,
});

export const savePopupMessageCall = (body: PopupMessageInput) =>
  apiRequest<typeof savePopupMessage>(POPUP_MESSAGES_ROUTES.savePopupMessage, { body });

export const movePopupMessageCall = (id: number, direction: 'up' | 'down') =>
  apiRequest<typeof movePopupMessage>(POPUP_MESSAGES_ROUTES.movePopupMessage, {
    body: { Id: id, Direction: direction },
  });

export const deletePopupMessagesCall = (ids: number[]) =>
  apiRequest<typeof deletePopupMessages>(POPUP_MESSAGES_ROUTES.deletePopupMessages, { body: { Ids: ids } });
