import type {
  ChatConversation,
  getConversation,
  sendMessage,
  sendTyping,
} from '@sportello/contracts/chat/chat.contract';
import { CHAT_ROUTES } from '@sportello/contracts/chat/chat.routes';
import { routePath } from '@sportello/contracts/common/route';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '../api-client';
import { fileBase64 } from '../file-base64';
import { PER_USER } from '../per-user-query';
import { readAgain, useEventStream } from '../use-event-stream';

/** A typing notice lasts this long unless another one comes. */
const TYPING_SHOWN_MS = 4_000;
/** The caller tells the other side at most this often that they are typing. */
const TYPING_SENT_EVERY_MS = 2_500;

/** What one writes in a conversation: words, a file, or both. */
export interface ChatDraft {
  body: string;
  file: File | null;
}

/** A file as a message carries it: its name and its bytes in base64. */
export const chatAttachment = async (file: File) => ({
  FileName: file.name,
  Content: await fileBase64(file),
});

export const chatKeys = {
  conversation: (id: number) => ['chat', 'conversation', id] as const,
};

/**
 * One conversation as both sides see it live: read, refreshed whenever its stream says it changed,
 * with the other side's typing, and the calls to write and to say one is typing.
 */
/** How often a waiting conversation reads its place in the queue again. */
const QUEUE_REREAD_MS = 10_000;

export function useLiveConversation(id: number | undefined, side: 'customer' | 'staff') {
  const queryClient = useQueryClient();
  const [typing, setTyping] = useState<string | undefined>();
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastTypingSent = useRef(0);

  const query = useQuery({
    queryKey: chatKeys.conversation(id ?? 0),
    queryFn: ({ signal }) =>
      apiRequest<typeof getConversation>(CHAT_ROUTES.getConversation, { params: { Id: id ?? 0 }, signal }),
    enabled: id !== undefined,
    ...PER_USER,
    // Another customer's chat taken moves this one up the queue without an event of its own.
    refetchInterval: (q) => (q.state.data?.State === 'waiting' ? QUEUE_REREAD_MS : false),
  });

  useEventStream(id === undefined ? undefined : routePath(CHAT_ROUTES.followConversation.path, { Id: id }), {
    onChange: () => {
      setTyping(undefined);
      void readAgain(queryClient, chatKeys.conversation(id ?? 0));
    },
    onTyping: (event) => {
      if (event.fromStaff === (side === 'staff')) return;
      setTyping(event.name);
      clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => setTyping(undefined), TYPING_SHOWN_MS);
    },
  });
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  const send = useMutation({
    mutationFn: async ({ body, file }: ChatDraft) =>
      apiRequest<typeof sendMessage>(CHAT_ROUTES.sendMessage, {
        params: { Id: id ?? 0 },
        body: {
          Body: body,
          ...(file && { Attachment: await chatAttachment(file) }),
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.conversation(id ?? 0) }),
  });

  const tellTyping = () => {
    const now = Date.now();
    if (id === undefined || now - lastTypingSent.current < TYPING_SENT_EVERY_MS) return;
    lastTypingSent.current = now;
    apiRequest<typeof sendTyping>(CHAT_ROUTES.sendTyping, { params: { Id: id } }).catch(() => {});
  };

  const conversation: ChatConversation | undefined = query.data;
  return { query, conversation, typing, send, tellTyping };
}
