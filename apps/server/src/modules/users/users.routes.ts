import { getPreferences, savePreferences } from '@sportello/contracts/users/preferences.contract';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../core/auth-guard';
import type { Database } from '../../core/database';
import { registerRoute } from '../../core/route';
import * as users from './users.service';

export function usersRoutes(app: FastifyInstance, { database }: { database: Database }): void {
  const tx = database.db;
  const options = { tag: 'User', access: 'signed-in' } as const;
  registerRoute(app, getPreferences, options, ({ request }) =>
    users.getPreferences({ tx }, requireSession(request).userId),
  );
  registerRoute(app, savePreferences, options, ({ request, body }) =>
    users.savePreferences({ tx }, requireSession(request).userId, body),
  );
}
