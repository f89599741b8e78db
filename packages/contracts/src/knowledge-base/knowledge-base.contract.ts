import { z } from 'zod';
import { defineRoute } from '../common/route';
import { KNOWLEDGE_BASE_ROUTES } from './knowledge-base.routes';

/**
 * Spec §3 "Security token response: a plain token string", §7 getomegasecuritytoken: a short-lived,
 * signed, single-use token that the portal posts in a form to the knowledge-base iframe (`/kb`).
 */
export const getKnowledgeBaseToken = defineRoute({
  ...KNOWLEDGE_BASE_ROUTES.getKnowledgeBaseToken,
  summary: 'A short-lived, single-use token that opens a knowledge-base session at /kb',
  response: z.string(),
});
