import type { getKnowledgeBaseToken } from '@sportello/contracts/knowledge-base/knowledge-base.contract';
import { KNOWLEDGE_BASE_ROUTES } from '@sportello/contracts/knowledge-base/knowledge-base.routes';
import { apiRequest } from '../../../lib/api-client';

/** The knowledge base's single-use token (spec §7 getomegasecuritytoken). */
export const fetchKbToken = () =>
  apiRequest<typeof getKnowledgeBaseToken>(KNOWLEDGE_BASE_ROUTES.getKnowledgeBaseToken);
