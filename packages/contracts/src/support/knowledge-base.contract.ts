import { z } from 'zod';
import { defineRoute } from '../common/route';

/**
 * Spec §3 "Security token response: a plain token string", §7 getomegasecuritytoken: a short-lived,
 * signed, single-use token that the portal posts in a form to the knowledge-base iframe (`/kb`).
 */
export const getKnowledgeBaseToken = defineRoute({
  method: 'GET',
  path: '/api/App/getomegasecuritytoken',
  summary: 'A short-lived, single-use token that opens a knowledge-base session at /kb',
  response: z.string(),
});

/** Where the portal posts the token (form field `token`), and the iframe's pages. */
export const KB_PATH = '/kb';
export const KB_TOKEN_FIELD = 'token';
