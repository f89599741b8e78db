import {
  closePopUpMessages,
  getPopUpMessages,
  POPUP_VIEWED_MAX,
  setPopUpMessagesMinimized,
} from '@sportello/contracts/popups/popups.contract';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../core/auth-guard';
import { registerRoute } from '../../core/route';
import { activePopupMessages, closePopups, minimizePopups, popupStateOnWire } from './popups.service';

/** Pop-up banner: its messages, and its state kept in the session (so a reload keeps it). */
export function popupsRoutes(app: FastifyInstance): void {
  registerRoute(app, getPopUpMessages, { tag: 'App', access: 'signed-in' }, async ({ ctx, request }) => ({
    Messages: await activePopupMessages(ctx),
    State: popupStateOnWire(requireSession(request).popups),
  }));

  registerRoute(
    app,
    setPopUpMessagesMinimized,
    { tag: 'App', access: 'signed-in', savesSession: true },
    async ({ body, request, reply }) => {
      const popups = minimizePopups(requireSession(request).popups, body, POPUP_VIEWED_MAX);
      await reply.saveSession({ popups });
      return popupStateOnWire(popups);
    },
  );

  registerRoute(
    app,
    closePopUpMessages,
    { tag: 'App', access: 'signed-in', savesSession: true },
    async ({ request, reply }) => {
      const popups = closePopups(requireSession(request).popups);
      await reply.saveSession({ popups });
      return popupStateOnWire(popups);
    },
  );
}
