import { z } from 'zod';
import { int4Id } from '../common/column-ranges';
import { defineRoute } from '../common/route';
import { POPUPS_ROUTES } from './popups.routes';

/** One pop-up message, already in the caller's language. The body is plain text (line breaks kept). */
export const PopUpMessage = z
  .object({
    Id: int4Id,
    Title: z.string(),
    Body: z.string(),
    ValidFrom: z.string(),
    ValidTo: z.string().nullable(),
  })
  .meta({ id: 'PopUpMessage' });

export type PopUpMessage = z.infer<typeof PopUpMessage>;

/** Spec §3 Pop-up message state, kept in the session: minimized flag and the messages seen so far. */
export const PopUpMessagesState = z
  .object({
    Minimized: z.boolean(),
    Closed: z.boolean(),
    ViewedMessages: z.array(int4Id),
  })
  .meta({ id: 'PopUpMessagesState' });

export type PopUpMessagesState = z.infer<typeof PopUpMessagesState>;

export const POPUP_VIEWED_MAX = 200;

export const getPopUpMessages = defineRoute({
  ...POPUPS_ROUTES.getPopUpMessages,
  summary:
    "The pop-up messages active now for the signed-in user's company type and role, and the banner state of the session",
  response: z.object({ Messages: z.array(PopUpMessage), State: PopUpMessagesState }),
});

export const setPopUpMessagesMinimized = defineRoute({
  ...POPUPS_ROUTES.setPopUpMessagesMinimized,
  summary: 'Remember in the session whether the pop-up banner is minimized and which messages were viewed',
  body: z.object({
    Minimized: z.boolean(),
    ViewedMessages: z.array(int4Id).max(POPUP_VIEWED_MAX),
  }),
  response: PopUpMessagesState,
});

export const closePopUpMessages = defineRoute({
  ...POPUPS_ROUTES.closePopUpMessages,
  summary: 'Close the pop-up banner for the rest of the session',
  response: PopUpMessagesState,
});
