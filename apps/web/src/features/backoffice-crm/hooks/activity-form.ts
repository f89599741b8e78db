import type { ActivityInput, TimelineItem } from '@sportello/contracts/backoffice/crm.contract';
import {
  ACTIVITY_KINDS,
  ACTIVITY_OUTCOMES,
  type ActivityKind,
  type ActivityOutcome,
} from '@sportello/contracts/backoffice/crm.values';
import { instantOfPortalWall, portalWallOf } from '../../../lib/portal-time';
import type { FieldErrors } from '../../../lib/use-portal-form';

/** The activity form's values, as its inputs hold them: times as wall times of the portal's zone. */
export type ActivityForm = {
  Kind: ActivityKind;
  Subject: string;
  Body: string;
  /** '' no outcome. */
  Outcome: ActivityOutcome;
  At: string;
  NextAction: string;
  NextDueAt: string;
  /** '' nobody chosen: the server gives it to the caller. */
  NextOwnerId: string;
};

export const isActivityKind = (kind: string): kind is ActivityKind =>
  (ACTIVITY_KINDS as readonly string[]).includes(kind);
export const isOutcome = (value: string): value is ActivityOutcome =>
  (ACTIVITY_OUTCOMES as readonly string[]).includes(value);

/** The form of a new activity of a kind (now, given to the caller), or of a recorded one to change. */
export function formOf(item: TimelineItem | null, kind: ActivityKind, meId: string): ActivityForm {
  return {
    Kind: item && isActivityKind(item.Kind) ? item.Kind : kind,
    Subject: item?.Subject ?? '',
    Body: item?.Body ?? '',
    Outcome: item?.Outcome ?? '',
    At: portalWallOf(item?.At),
    NextAction: item?.NextAction ?? '',
    NextDueAt: item?.NextDueAt ? portalWallOf(item.NextDueAt) : '',
    NextOwnerId: item ? (item.NextOwner?.Id ?? '') : meId,
  };
}

/**
 * The contract's rules the browser can check at once (the server checks them again): a subject, real
 * dates, and a due date for a next action.
 */
export function activityErrors(v: ActivityForm, message: (key: string) => string): FieldErrors<ActivityForm> {
  const errors: FieldErrors<ActivityForm> = {};
  if (v.Subject.trim() === '') errors.Subject = message('ERROR_FIELD_REQUIRED');
  if (!instantOfPortalWall(v.At)) errors.At = message(v.At ? 'ERROR_DATE_INVALID' : 'ERROR_FIELD_REQUIRED');
  if (v.NextDueAt !== '' && !instantOfPortalWall(v.NextDueAt))
    errors.NextDueAt = message('ERROR_DATE_INVALID');
  else if (v.NextAction.trim() !== '' && v.NextDueAt === '')
    errors.NextDueAt = message('ERROR_FIELD_REQUIRED');
  return errors;
}

/** What the save call sends; without a next action, no due date nor owner go with it. */
export function inputOf(companyId: number, id: number, v: ActivityForm): ActivityInput {
  const next = v.NextAction.trim();
  return {
    Id: id,
    CompanyId: companyId,
    Kind: v.Kind,
    Subject: v.Subject.trim(),
    Body: v.Body.trim(),
    Outcome: v.Outcome,
    At: instantOfPortalWall(v.At),
    NextAction: next,
    NextDueAt: next ? (instantOfPortalWall(v.NextDueAt) ?? null) : null,
    NextOwnerId: next && v.NextOwnerId ? v.NextOwnerId : null,
  };
}
