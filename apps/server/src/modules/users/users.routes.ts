import {
  enableColleague,
  setColleagueRole,
  unlockColleague,
} from '@sportello/contracts/companies/colleagues.contract';
import { getPreferences, savePreferences } from '@sportello/contracts/users/preferences.contract';
import { getProfile, saveProfile } from '@sportello/contracts/users/profile.contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route';
import * as colleagues from './company-colleagues.service';
import * as profile from './profile.service';
import * as users from './users.service';

/** A user's own preferences and profile, and a company administrator's colleagues. */
export function usersRoutes(app: FastifyInstance): void {
  const options = { tag: 'User', access: 'signed-in' } as const;
  registerRoute(app, getPreferences, options, ({ ctx }) => users.getPreferences(ctx));
  registerRoute(app, savePreferences, options, ({ ctx, body }) => users.savePreferences(ctx, body));
  registerRoute(app, getProfile, options, ({ ctx }) => profile.getProfile(ctx));
  registerRoute(app, saveProfile, { ...options, savesSession: true }, async ({ ctx, body, reply }) => {
    const saved = await profile.saveProfile(ctx, body);
    // The session speaks the user's language from now on, as after the language selector.
    if (ctx.actor.languageId !== saved.Language.Id)
      await reply.saveSession({ languageId: saved.Language.Id });
    return saved;
  });
  colleaguesRoutes(app);
}

/** "La mia azienda": a company administrator's changes to colleagues (company-colleagues.policy.ts). */
function colleaguesRoutes(app: FastifyInstance) {
  const options = { tag: 'Company', access: ['company_admin'] } as const;
  registerRoute(app, enableColleague, options, ({ ctx, params, body }) =>
    colleagues.enableColleague(ctx, { Id: params.Id, Enabled: body.Enabled }),
  );
  registerRoute(app, setColleagueRole, options, ({ ctx, params, body }) =>
    colleagues.setColleagueRole(ctx, { Id: params.Id, Role: body.Role }),
  );
  registerRoute(app, unlockColleague, options, ({ ctx, params }) =>
    colleagues.unlockColleague(ctx, params.Id),
  );
}
