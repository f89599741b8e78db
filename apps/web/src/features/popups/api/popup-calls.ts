import type { listPopupNews } from '@sportello/contracts/news/news.contract';
import { NEWS_ROUTES } from '@sportello/contracts/news/news.routes';
import type {
  closePopUpMessages,
  getPopUpMessages,
  setPopUpMessagesMinimized,
} from '@sportello/contracts/popups/popups.contract';
import { POPUPS_ROUTES } from '@sportello/contracts/popups/popups.routes';
import { apiRequest } from '../../../lib/api-client';

// The banner belongs to the shell, not to a page: its calls survive page changes.

export function fetchPopUpMessages() {
  return apiRequest<typeof getPopUpMessages>(POPUPS_ROUTES.getPopUpMessages, { keepOnNavigation: true });
}

/** The popup news of the signed-in user's audience (decision 017): slides of the same banner. */
export function fetchPopupNews() {
  return apiRequest<typeof listPopupNews>(NEWS_ROUTES.listPopupNews, { keepOnNavigation: true });
}

export function savePopUpMinimized(Minimized: boolean, ViewedMessages: number[]) {
  return apiRequest<typeof setPopUpMessagesMinimized>(POPUPS_ROUTES.setPopUpMessagesMinimized, {
    body: { Minimized, ViewedMessages },
    keepOnNavigation: true,
  });
}

export function savePopUpClosed() {
  return apiRequest<typeof closePopUpMessages>(POPUPS_ROUTES.closePopUpMessages, { keepOnNavigation: true });
}
