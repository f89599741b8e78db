import * as client from 'openid-client';
import type { Config } from '../../config';
import { AppError } from '../../core/app-error';

export type SsoProvider = Config['sso']['providers'][number];

export interface FlowSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface VerifiedIdentity {
  subject: string;
  email: string;
  name: string;
  givenName: string;
  familyName: string;
  idToken: string;
  /** The authentication methods the provider says it used (`amr`, RFC 8176); empty when it does not say. */
  amr?: string[];
}

const LOOPBACK = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?\//;

/**
 * The portal as an OpenID Connect relying party (openid-client, a certified implementation):
 * discovery per provider (cached, retried after a failure), authorization-code flow with PKCE (S256),
 * `state` and `nonce`, and RP-initiated logout. Plain http is accepted only for a provider on this
 * machine (the development provider).
 */
export function createOidcClient(sso: Config['sso']) {
  const discovered = new Map<string, Promise<client.Configuration>>();

  function configuration(provider: SsoProvider): Promise<client.Configuration> {
    let pending = discovered.get(provider.id);
    if (!pending) {
      pending = client.discovery(
        new URL(provider.issuer),
        provider.clientId,
        { client_secret: provider.clientSecret },
        client.ClientSecretBasic(provider.clientSecret),
        {
          timeout: 5,
          ...(LOOPBACK.test(`${provider.issuer}/`) && { execute: [client.allowInsecureRequests] }),
        },
      );
      // A provider that was down is asked again next time, not remembered as down.
      pending.catch(() => discovered.delete(provider.id));
      discovered.set(provider.id, pending);
    }
    return pending.catch(() => {
      throw new AppError('ERROR_ISP_CONNECTION');
    });
  }

  return {
    providers: sso.providers,

    provider(id: string): SsoProvider {
      const found = sso.providers.find((p) => p.id === id);
      if (!found) throw new AppError('ERROR_NOT_FOUND');
      return found;
    },

    /** A fresh flow: the secrets to keep, and the provider's authorize URL to send the browser to. */
    async authorizationUrl(provider: SsoProvider): Promise<{ url: URL; secrets: FlowSecrets }> {
      const config = await configuration(provider);
      const secrets = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(config, {
        response_type: 'code',
        redirect_uri: sso.redirectUri,
        scope: sso.scopes,
        state: secrets.state,
        nonce: secrets.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(secrets.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, secrets };
    },

    /**
     * Exchanges the authorization code and validates the ID token (issuer, audience, signature,
     * expiry, nonce) and the state. Any mismatch is ERROR_MONITOR_AUTHSSO.
     */
    async exchange(provider: SsoProvider, callbackUrl: URL, secrets: FlowSecrets): Promise<VerifiedIdentity> {
      const config = await configuration(provider);
      try {
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: secrets.codeVerifier,
          expectedState: secrets.state,
          expectedNonce: secrets.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims || !tokens.id_token) throw new Error('no ID token');
        const text = (key: string) => (typeof claims[key] === 'string' ? (claims[key] as string) : '');
        return {
          subject: claims.sub,
          email: text('email').toLowerCase(),
          name: text('name'),
          givenName: text('given_name'),
          familyName: text('family_name'),
          idToken: tokens.id_token,
          amr: Array.isArray(claims.amr) ? claims.amr.filter((m): m is string => typeof m === 'string') : [],
        };
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError(
          'ERROR_MONITOR_AUTHSSO',
          error instanceof Error ? error.message.slice(0, 120) : undefined,
        );
      }
    },

    /** Where to send the browser so that the provider ends its session too; null if it cannot. */
    async endSessionUrl(providerId: string, idToken: string): Promise<string | null> {
      try {
        const config = await configuration(this.provider(providerId));
        return client
          .buildEndSessionUrl(config, {
            id_token_hint: idToken,
            post_logout_redirect_uri: sso.postLogoutRedirectUri,
          })
          .toString();
      } catch {
        return null;
      }
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
