import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey in software for the server's tests (the end-to-end suite uses Chromium's virtual
 * authenticator): it makes WebAuthn answers as a device would — an ES256 key per credential,
 * `none` attestation, a signature counter — so that the server's checks run on real answers.
 */

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** Authenticator data flags: user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

interface Held {
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

export class SoftAuthenticator {
  readonly credentials = new Map<string, Held>();

  constructor(
    private readonly origin: string,
    private readonly rpId = new URL(origin).hostname,
  ) {}

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  private authData(flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  /** navigator.credentials.create() with the server's options: a new credential, its answer. */
  create(options: Record<string, unknown>, { userVerified = true } = {}) {
    const { challenge, user } = options as { challenge: string; user: { id: string } };
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
      ]),
    );
    const credentialId = randomBytes(16);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, Buffer.from(coseKey)]);
    const authData = this.authData(UP | AT | (userVerified ? UV : 0), 0, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    const id = b64url(credentialId);
    this.credentials.set(id, { privateKey, userHandle: user.id, counter: 0 });
    return {
      id,
      rawId: id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** navigator.credentials.get() with the server's options, answered by credential `id`. */
  get(
    options: Record<string, unknown>,
    id: string,
    { userVerified = true, counter }: { userVerified?: boolean; counter?: number } = {},
  ) {
    const held = this.credentials.get(id);
    if (!held) throw new Error(`no credential ${id}`);
    // A given counter plays a copy of the key, which does not move the original's.
    const count = counter ?? ++held.counter;
    const clientData = this.clientData('webauthn.get', (options as { challenge: string }).challenge);
    const authData = this.authData(UP | (userVerified ? UV : 0), count);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), held.privateKey);
    return {
      id,
      rawId: id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: held.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
