import type { ChatConversation, ChatConversationSummary } from '@sportello/contracts/chat/chat.contract';

/** Mario Rossi's waiting conversation with its first message; override what a test needs. */
export function chatConversation(overrides: Partial<ChatConversation> = {}): ChatConversation {
  return {
    Id: 7,
    State: 'waiting',
    CompanyName: 'Rossi Impianti S.r.l.',
    CustomerName: 'Mario Rossi',
    OperatorName: '',
    OperatorId: null,
    TicketNumber: null,
    CreatedAt: '2027-03-03T09:00:00.000Z',
    QueuePosition: 1,
    Handover: null,
    Messages: [
      {
        Id: 1,
        FromStaff: false,
        AuthorName: 'Mario Rossi',
        Body: 'Il modello F24 non si genera.',
        Attachment: null,
        CreatedAt: '2027-03-03T09:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** The same conversation as the lists show it: premium, its last message. */
export function chatSummary(overrides: Partial<ChatConversationSummary> = {}): ChatConversationSummary {
  const { Messages, ...conversation } = chatConversation();
  return { ...conversation, LastMessage: Messages.at(-1)?.Body ?? '', Premium: true, ...overrides };
}
