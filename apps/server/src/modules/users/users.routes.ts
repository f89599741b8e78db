import { getPreferences, savePreferences } from '@sportello/contracts/users/preferences.contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route';
import * as users from './users.service';

export function usersRoutes(app: FastifyInstance): void {
  const options = { tag: 'User', access: 'signed-in' } as const;
  registerRoute(app, getPreferences, options, ({ ctx }) => users.getPreferences(ctx));
  registerRoute(app, savePreferences, options, ({ ctx, body }) => users.savePreferences(ctx, body));
}
