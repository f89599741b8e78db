import type { NewsItem, WrappedCommunication } from '@sportello/contracts/news/news.contract';
import { COMMUNICATION_TYPES, type CommunicationTypeId } from '@sportello/contracts/news/news.values';

/** Spec §3 wrapped form: Type, ComunicationId and the slot named for the type. */
export function wrap(item: NewsItem, read: boolean): WrappedCommunication {
  const slot = COMMUNICATION_TYPES[item.Type as CommunicationTypeId];
  return { Type: item.Type, ComunicationId: item.Id, Read: read, [slot]: item };
}
