import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in software, for tests: it makes a discoverable ES256 credential with 'none' attestation,
 * and signs assertions with it, byte for byte as WebAuthn lays them out (authenticator data, CBOR attestation object,
 * COSE key, DER signature over authData ‖ SHA-256(clientDataJSON)). The browser's part (client data naming the
 * challenge and origin) is done here too.
 */

interface Options {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
}

/** What CBOR carries here: the encoder's own input type. */
type CBORValue = Parameters<typeof isoCBOR.encode>[0];

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | Buffer | string) => createHash('sha256').update(bytes).digest();

/** User present and user verified; plus attested credential data on registration. */
const UP_UV = 0x01 | 0x04;
const AT = 0x40;

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  private signCount = 0;

  constructor(private readonly origin: string) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.publicJwk = { x: String(jwk.x), y: String(jwk.y) };
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  /** The answer of `navigator.credentials.create()` to registration options, as @simplewebauthn/browser sends it. */
  register(options: Options, { origin = this.origin }: { origin?: string } = {}) {
    const rpId = options.rp?.id ?? new URL(this.origin).hostname;
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, origin);
    const coseKey = new Map<number, CBORValue>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(this.publicJwk.x, 'base64url')],
      [-3, Buffer.from(this.publicJwk.y, 'base64url')],
    ]);
    const credentialIdLength = Buffer.alloc(2);
    credentialIdLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.authDataHead(rpId, UP_UV | AT),
      Buffer.alloc(16), // AAGUID: none
      credentialIdLength,
      this.credentialId,
      Buffer.from(isoCBOR.encode(coseKey)),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, CBORValue>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, CBORValue>()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** The answer of `navigator.credentials.get()` to sign-in options. */
  authenticate(options: Options, { origin = this.origin }: { origin?: string } = {}) {
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const authenticatorData = this.authDataHead(rpId, UP_UV);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: b64url(randomBytes(32)),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** RP id hash, flags, and a signature counter that grows with each use (as a real authenticator's does). */
  private authDataHead(rpId: string, flags: number): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(++this.signCount);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count]);
  }
}
