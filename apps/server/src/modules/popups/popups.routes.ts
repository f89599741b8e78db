import {
  deletePopupMessages,
  getPopupMessage,
  listPopupMessages,
  movePopupMessage,
  savePopupMessage,
} from '@sportello/contracts/backoffice/popups.contract';
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
import * as backoffice from './popups-backoffice.service';

/**
 * Pop-up banner: its messages, and its state kept in the session (so a reload keeps it); and the
 * back office's calls that write the messages (who may do what is the service's check,
 * popups.policy.ts).
 */
export function popupsRoutes(app: FastifyInstance): void {
  const staff = { tag: 'PopUpMessages', access: ['operator', 'admin'] } as const;
  registerRoute(app, listPopupMessages, staff, ({ ctx, params }) =>
    backoffice.listPopupMessages(ctx, params.filter),
  );
  registerRoute(app, getPopupMessage, staff, ({ ctx, params }) => backoffice.getPopupMessage(ctx, params.Id));
  registerRoute(app, savePopupMessage, staff, ({ ctx, body }) => backoffice.savePopupMessage(ctx, body));
  registerRoute(app, movePopupMessage, staff, ({ ctx, body }) => backoffice.movePopupMessage(ctx, body));
  registerRoute(app, deletePopupMessages, staff, ({ ctx, body }) =>
    backoffice.deletePopupMessages(ctx, body.Ids),
  );

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
