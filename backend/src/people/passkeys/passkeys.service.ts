import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import {
  PASSKEY_CHALLENGE_MINUTES,
  PASSKEY_MESSAGES,
  Passkey,
  PasskeyAuthenticationRequestSchema,
  PasskeyOptions,
  PasskeyRegistrationRequestSchema,
  SignInResponse,
} from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { Clock } from '../../common/clock';
import { deviceLabel } from '../../common/device-label';
import { badRequest } from '../../common/domain-error';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { PersonSessionsService } from '../auth/person-sessions.service';
import { passkeyChallenges, passkeys } from './passkeys.sql';

const CHALLENGE_MS = PASSKEY_CHALLENGE_MINUTES * 60_000;

/** EdDSA, ES256, RS256: what platform authenticators and security keys make (the library's default, minus ML-DSA). */
const ALGORITHMS = [-8, -7, -257];

type RegistrationRequest = z.output<typeof PasskeyRegistrationRequestSchema>;
type AuthenticationRequest = z.output<typeof PasskeyAuthenticationRequestSchema>;

/**
 * A person's passkeys (issue 29): added while signed in (after a link sign-in), used to sign in on any device that
 * carries them, without mail. Discoverable credentials, so signing in needs no email typed; user verification is
 * preferred, not required, so a security key without a PIN still works (the key's presence is the factor).
 */
@Injectable()
export class PasskeysService {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: PersonSessionsService,
  ) {}

  /** The relying party is the app's public address: its host name, and the origin the browser signs. */
  private get relyingParty(): { id: string; origin: string } {
    const url = new URL(this.config.publicUrl);
    return { id: url.hostname, origin: url.origin };
  }

  /** Options for adding a passkey to the signed-in person; their challenge is good once, for 5 minutes. */
  async registrationOptions(email: string): Promise<PasskeyOptions> {
    const userHandle = (await passkeys.userHandleOf(this.db, email)) ?? randomBytes(32).toString('base64url');
    const existing = await passkeys.credentialsOf(this.db, email);
    const options = await generateRegistrationOptions({
      rpName: 'Tribal Pool',
      rpID: this.relyingParty.id,
      userName: email,
      userDisplayName: email,
      userID: new Uint8Array(Buffer.from(userHandle, 'base64url')),
      timeout: CHALLENGE_MS,
      attestationType: 'none',
      excludeCredentials: existing,
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      supportedAlgorithmIDs: ALGORITHMS,
    });
    const now = this.clock.now();
    await passkeyChallenges.issue(
      this.db,
      options.challenge,
      'registration',
      { email, userHandle },
      now,
      new Date(now.getTime() + CHALLENGE_MS),
    );
    return { ...options };
  }

  /** Verifies the authenticator's attestation and stores the passkey as the person's. */
  async register(email: string, response: RegistrationRequest['response'], userAgent?: string): Promise<Passkey> {
    const challenge = challengeOf(response.response.clientDataJSON);
    const issued = await passkeyChallenges.redeem(this.db, challenge, 'registration', email, this.clock.now());
    if (!issued?.userHandle) throw badRequest(PASSKEY_MESSAGES.challengeGone);
    const { id, origin } = this.relyingParty;
    const verification = await verifyOrNull(() =>
      verifyRegistrationResponse({
        response: response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: id,
        requireUserVerification: false,
        supportedAlgorithmIDs: ALGORITHMS,
      }),
    );
    if (!verification?.verified) throw badRequest(PASSKEY_MESSAGES.notVerified);
    const { credential } = verification.registrationInfo;
    const now = this.clock.now();
    const device = deviceLabel(userAgent);
    const added = await passkeys.add(
      this.db,
      {
        credentialId: credential.id,
        email,
        userHandle: issued.userHandle,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? response.response.transports ?? [],
        device,
      },
      now,
    );
    if (!added) throw badRequest(PASSKEY_MESSAGES.alreadyAdded);
    return { id: added, device, createdAt: now.toISOString(), lastUsedAt: null };
  }

  /** Options for signing in with any passkey of this app (no email: the authenticator offers its own). */
  async authenticationOptions(): Promise<PasskeyOptions> {
    const options = await generateAuthenticationOptions({
      rpID: this.relyingParty.id,
      userVerification: 'preferred',
      timeout: CHALLENGE_MS,
    });
    const now = this.clock.now();
    await passkeyChallenges.issue(
      this.db,
      options.challenge,
      'authentication',
      null,
      now,
      new Date(now.getTime() + CHALLENGE_MS),
    );
    return { ...options };
  }

  /** Verifies the authenticator's assertion and opens a session for the passkey's person. */
  async authenticate(response: AuthenticationRequest['response'], userAgent?: string): Promise<SignInResponse> {
    const challenge = challengeOf(response.response.clientDataJSON);
    if (!(await passkeyChallenges.redeem(this.db, challenge, 'authentication', null, this.clock.now())))
      throw badRequest(PASSKEY_MESSAGES.challengeGone);
    const passkey = await passkeys.byCredentialId(this.db, response.id);
    if (!passkey) throw badRequest(PASSKEY_MESSAGES.unknownPasskey);
    const { id, origin } = this.relyingParty;
    const verification = await verifyOrNull(() =>
      verifyAuthenticationResponse({
        response: response as unknown as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: id,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports,
        },
        requireUserVerification: false,
      }),
    );
    if (!verification?.verified) throw badRequest(PASSKEY_MESSAGES.notVerified);
    return this.db.transaction(async (tx) => {
      await passkeys.used(tx, passkey.id, verification.authenticationInfo.newCounter, this.clock.now());
      const token = await this.sessions.openSession(passkey.email, tx, userAgent);
      return { token, email: passkey.email };
    });
  }

  async passkeysOf(email: string): Promise<Passkey[]> {
    const rows = await passkeys.list(this.db, email);
    return rows.map((row) => ({
      id: row.id,
      device: row.device,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    }));
  }

  /** Removes one of the person's passkeys: it signs nobody in from then on. False when it is not theirs. */
  remove(email: string, id: string): Promise<boolean> {
    return passkeys.remove(this.db, email, id);
  }
}

/**
 * The challenge the browser signed over, read from the client data (base64url JSON): the one to use up. An unreadable
 * client data is a response that cannot be verified.
 */
function challengeOf(clientDataJSON: string): string {
  try {
    const clientData = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    if (
      typeof clientData.challenge === 'string' &&
      clientData.challenge.length > 0 &&
      clientData.challenge.length < 200
    )
      return clientData.challenge;
  } catch {
    // falls through to the refusal
  }
  throw badRequest(PASSKEY_MESSAGES.notVerified);
}

/**
 * The library throws on any malformed or mismatching response (a wrong origin, a bad signature, a broken CBOR): each
 * is a response that could not be verified, a 400, never a 500.
 */
async function verifyOrNull<T>(verify: () => Promise<T>): Promise<T | null> {
  try {
    return await verify();
  } catch {
    return null;
  }
}
