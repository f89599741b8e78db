import { type AuditLabelKind, personLabel, SERIAL_ID } from '../../core/module';
import { findConversationPeople } from './chat.repository';

/** A conversation, named in the log as its customer, of their company. */
export const CHAT_LABELS: AuditLabelKind = {
  kind: 'chat',
  resources: ['chat'],
  idShape: SERIAL_ID,
  lookup: async (tx, ids) =>
    (await findConversationPeople(tx, ids.map(Number))).map((c) => [
      String(c.id),
      `${personLabel(c)} · ${c.company}`,
    ]),
};
