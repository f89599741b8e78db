import { z } from 'zod';
import { defineRoute } from '../common/route';
import { SAVED_VIEWS_ROUTES } from './saved-views.routes';
import { SAVED_VIEW_LISTS, SAVED_VIEW_NAME_MAX, SAVED_VIEW_SEARCH_MAX } from './saved-views.values';

/**
 * A back-office person's own views of a list (#41): the filters, search and sort in force saved
 * under a name, kept with their account so that they follow them to any browser. Nobody else sees
 * them; saving a name again replaces that view.
 */

const List = z.enum(SAVED_VIEW_LISTS);
const Name = z
  .string()
  .trim()
  .min(1, 'ERROR_FIELD_REQUIRED')
  .max(SAVED_VIEW_NAME_MAX, 'ERROR_FIELD_TOO_LONG');

export const SavedView = z
  .object({
    Name: z.string(),
    /** The list's address search, without `?`: `state=open&sort=due`. */
    Search: z.string(),
  })
  .meta({ id: 'SavedView' });
export type SavedView = z.infer<typeof SavedView>;

export const listSavedViews = defineRoute({
  ...SAVED_VIEWS_ROUTES.listSavedViews,
  summary: "Back office: the caller's own views of a list, oldest first",
  params: z.object({ List }),
  response: z.array(SavedView),
});

export const saveSavedView = defineRoute({
  ...SAVED_VIEWS_ROUTES.saveSavedView,
  summary:
    "Back office: save the caller's view of a list under a name (the same name replaces it); the oldest goes past the limit",
  body: z.object({
    List,
    Name,
    Search: z
      .string()
      .max(SAVED_VIEW_SEARCH_MAX, 'ERROR_FIELD_TOO_LONG')
      .transform((s) => s.replace(/^\?/, '')),
  }),
  response: z.array(SavedView),
});

export const deleteSavedView = defineRoute({
  ...SAVED_VIEWS_ROUTES.deleteSavedView,
  summary: "Back office: forget one of the caller's views of a list",
  body: z.object({ List, Name }),
  response: z.array(SavedView),
});
