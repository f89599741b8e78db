import { getPortalSettings } from '@sportello/contracts/auth/login.contract';
import { getBrandImage, getSettings, saveSettings } from '@sportello/contracts/backoffice/settings.contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { registerRoute } from '../../core/route';
import * as settings from './settings.service';

/**
 * The back office's runtime settings (who may do what is the service's check, resource `settings`),
 * and the public settings every page reads.
 */
export function settingsRoutes(app: FastifyInstance, { config }: { config: Config }): void {
  const ssoProviders = config.sso.providers.map((p) => ({ Id: p.id, Name: p.name, Version: p.version }));
  registerRoute(app, getPortalSettings, { tag: 'App', access: 'public' }, ({ ctx }) =>
    settings.publicSettings(ctx, ssoProviders),
  );

  // Public: the sign-in page shows the logo. The id is the digest of the bytes, so the answer never
  // changes and browsers keep it for good.
  registerRoute(app, getBrandImage, { tag: 'App', access: 'public' }, async ({ ctx, params, reply }) => {
    const image = await settings.getBrandImage(ctx, params.Id);
    return reply
      .header('content-type', image.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(image.content);
  });

  const options = { tag: 'Settings', access: ['operator', 'admin'] } as const;
  registerRoute(app, getSettings, options, ({ ctx }) => settings.getSettings(ctx));
  registerRoute(app, saveSettings, options, ({ ctx, body }) => settings.saveSettings(ctx, body));
}
