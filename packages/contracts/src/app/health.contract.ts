import { z } from 'zod';
import { defineRoute } from '../common/route';

export const getHealth = defineRoute({
  method: 'GET',
  path: '/healthz',
  summary: 'Liveness: the process answers',
  response: z.object({ Status: z.literal('ok') }),
});

export const getReadiness = defineRoute({
  method: 'GET',
  path: '/readyz',
  summary: 'Readiness: the database answers',
  response: z.object({ Status: z.literal('ok'), Database: z.enum(['pglite', 'postgres']) }),
});
