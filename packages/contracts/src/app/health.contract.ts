import { z } from 'zod';
import { defineRoute } from '../common/route';
import { HEALTH_ROUTES } from './health.routes';

export const getHealth = defineRoute({
  ...HEALTH_ROUTES.getHealth,
  summary: 'Liveness: the process answers',
  response: z.object({ Status: z.literal('ok') }),
});

export const getReadiness = defineRoute({
  ...HEALTH_ROUTES.getReadiness,
  summary: 'Readiness: the database answers',
  response: z.object({ Status: z.literal('ok'), Database: z.enum(['pglite', 'postgres']) }),
});
