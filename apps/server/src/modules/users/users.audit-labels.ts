import { inArray } from 'drizzle-orm';
import { type AuditLabelKind, personLabel, snapshotText, UUID_ID } from '../../core/module';
import { users } from './users.tables';

/** A user, named in the log by name and user name (entries of users and of their roles, and handlers). */
export const USER_LABELS: AuditLabelKind = {
  kind: 'user',
  resources: ['users', 'roles'],
  fields: ['HandlerId', 'OperatorId', 'UserId', 'NextOwnerId'],
  idShape: UUID_ID,
  lookup: async (tx, ids) =>
    (
      await tx
        .select({
          id: users.id,
          userName: users.userName,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(users)
        .where(inArray(users.id, ids))
    ).map((u) => [u.id, personLabel(u)]),
  snapshotLabel(snapshot) {
    // An invitation (logged under users, as the user it is to be) may have no user name yet.
    const userName = snapshotText(snapshot.UserName);
    if (!userName) return snapshotText(snapshot.Email);
    return personLabel({
      firstName: snapshotText(snapshot.FirstName) ?? '',
      lastName: snapshotText(snapshot.LastName) ?? '',
      userName,
    });
  },
};
