import { asc, eq, inArray } from 'drizzle-orm';
import type { PersonalDataPart } from '../../core/personal-data';
import { chatConversations, chatMessages } from './chat.tables';

/** The live-chat conversations the user had with support, with every message. */
export const CHATS_PART: PersonalDataPart = {
  file: 'chats',
  title: { it: 'Chat con l’assistenza', en: 'Chats with support' },
  async read(tx, userId) {
    const conversations = await tx
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.customerId, userId))
      .orderBy(asc(chatConversations.createdAt));
    if (conversations.length === 0) return [];
    const messages = await tx
      .select()
      .from(chatMessages)
      .where(
        inArray(
          chatMessages.conversationId,
          conversations.map((c) => c.id),
        ),
      )
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
    return conversations.map((c) => ({
      StartedAt: c.createdAt.toISOString(),
      ClosedAt: c.closedAt?.toISOString() ?? null,
      Messages: messages
        .filter((m) => m.conversationId === c.id)
        .map((m) => ({
          From: m.fromStaff ? 'support' : m.authorName,
          At: m.createdAt.toISOString(),
          Body: m.body,
        })),
    }));
  },
};
