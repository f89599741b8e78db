import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

// Passkeys and security keys (decision 078): the browser's side of WebAuthn. `@simplewebauthn/browser`
// is loaded when a passkey is used, never with a page: the pre-rendered sign-in page (decision 050)
// carries this small module only.

/**
 * The browser's prompt did not give a passkey: the user cancelled it, it timed out, or the device
 * could not (a `NotAllowedError`, mostly). Said calmly ("try again"), never as an error dump.
 */
export class PasskeyPromptError extends Error {
  constructor(cause: unknown) {
    super('The passkey prompt gave no answer', { cause });
    this.name = 'PasskeyPromptError';
  }
}

/** Whether this browser knows WebAuthn at all (old browsers, some embedded views do not). */
export const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** What the server's contract takes as `Credential`: the browser's answer in WebAuthn's JSON form. */
export type PasskeyCredential = {
  id: string;
  rawId: string;
  type: 'public-key';
  response: Record<string, unknown>;
};

const asCredential = (answer: AuthenticationResponseJSON | RegistrationResponseJSON) =>
  ({ ...answer, response: { ...answer.response } }) as PasskeyCredential;

/** The browser proves a passkey the server's options allow (a sign-in, a second factor's proof). */
export async function passkeyAssertion(options: Record<string, unknown>): Promise<PasskeyCredential> {
  try {
    const { startAuthentication } = await import('@simplewebauthn/browser');
    const optionsJSON = options as unknown as PublicKeyCredentialRequestOptionsJSON;
    return asCredential(await startAuthentication({ optionsJSON }));
  } catch (cause) {
    throw new PasskeyPromptError(cause);
  }
}

/** The browser creates a new passkey, as the server's options ask. */
export async function passkeyAttestation(options: Record<string, unknown>): Promise<PasskeyCredential> {
  try {
    const { startRegistration } = await import('@simplewebauthn/browser');
    const optionsJSON = options as unknown as PublicKeyCredentialCreationOptionsJSON;
    return asCredential(await startRegistration({ optionsJSON }));
  } catch (cause) {
    throw new PasskeyPromptError(cause);
  }
}

/** The device already holds a passkey of this account (the options exclude the user's own). */
export const alreadyRegistered = (error: unknown) =>
  error instanceof PasskeyPromptError &&
  error.cause instanceof Error &&
  error.cause.name === 'InvalidStateError';
