import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { type Config, DEV_IDP_CLIENT, SERVER_ROOT } from '../../config';
import type { Log } from '../../core/context';

/**
 * Outside production, with no identity provider configured, `npm start` brings up the development
 * provider (apps/dev-idp) on DEV_IDP_PORT as a child process, registered with this portal's redirect
 * URIs, so that single sign-on works out of the box. It stops with the server.
 */
export async function startDevIdpProcess(config: Config, log: Log): Promise<ChildProcess | undefined> {
  const devIdp = config.sso.devIdp;
  if (!devIdp) return undefined;
  const entry = resolve(SERVER_ROOT, '../dev-idp/src/main.ts');
  if (!existsSync(entry) || !canResolve('tsx')) {
    log.warn({}, 'development identity provider not installed: single sign-on is unavailable');
    return undefined;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DEV_IDP_PORT: String(devIdp.port),
      DEV_IDP_CLIENT_ID: DEV_IDP_CLIENT.clientId,
      DEV_IDP_CLIENT_SECRET: DEV_IDP_CLIENT.clientSecret,
      DEV_IDP_REDIRECT_URI: config.sso.redirectUri,
      DEV_IDP_POST_LOGOUT_REDIRECT_URI: config.sso.postLogoutRedirectUri,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const issuer = config.sso.providers[0]?.issuer;
  for (let i = 0; i < 150 && child.exitCode === null; i++) {
    const ready = await fetch(`${issuer}/.well-known/openid-configuration`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  log.warn(
    { port: devIdp.port },
    'development identity provider did not start: single sign-on is unavailable',
  );
  child.kill();
  return undefined;
}

function canResolve(name: string): boolean {
  try {
    createRequire(resolve(SERVER_ROOT, 'package.json')).resolve(name);
    return true;
  } catch {
    return false;
  }
}
