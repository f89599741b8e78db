import type { DueActivity } from '@sportello/contracts/backoffice/reservations.contract';
import type { ServiceContext } from '../../core/context';

/**
 * What else the operators' calendar shows besides appointments and absences: the CRM's next
 * actions due in the range. The CRM registers its source from its manifest (it reads this area's
 * tables for its timeline, so this area cannot import it); none registered shows none.
 */
export type DueActivitiesSource = (
  ctx: ServiceContext,
  query: { ownerIds: string[]; from: Date; to: Date },
) => Promise<DueActivity[]>;

let source: DueActivitiesSource | undefined;

export function registerDueActivities(next: DueActivitiesSource): void {
  source = next;
}

export function dueActivities(
  ctx: ServiceContext,
  query: { ownerIds: string[]; from: Date; to: Date },
): Promise<DueActivity[]> {
  return source ? source(ctx, query) : Promise.resolve([]);
}
