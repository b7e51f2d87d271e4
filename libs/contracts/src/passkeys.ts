import { z } from 'zod';

/**
 * Passkeys (issue 29): a person who signed in once by an emailed link adds a passkey (WebAuthn), and from then on signs
 * in with it on any device that carries it, without mail. A passkey belongs to the person who registered it. The
 * ceremonies are @simplewebauthn's: the server issues options with a single-use challenge, the browser answers with
 * the authenticator's signed response, the server verifies it.
 */

export const PASSKEY_MESSAGES = {
  notVerified: 'That passkey could not be verified. Try again, or sign in with an emailed link.',
  challengeGone: 'That passkey request has expired or was already used. Try again.',
  unknownPasskey: 'That passkey is not known here. Sign in with an emailed link, then add a passkey again.',
  alreadyAdded: 'That passkey is already added.',
  removed: 'Passkey removed.',
  notFound: 'That passkey is not one of yours.',
  invalidPasskeyId: 'id must be the id of one of your passkeys.',
  tooManyAttempts: 'Too many passkey sign-ins were tried. Please wait a minute and try again.',
  // The web app's own words around the ceremonies.
  offer: 'Sign in faster next time: add a passkey. It works on your next device without mail.',
  added: 'Passkey added. Next time, sign in with it: no mail needed.',
  cancelled: 'No passkey was used. Try again, or sign in with an emailed link.',
  notSupported: 'This browser cannot use passkeys. Sign in with an emailed link.',
  failedToAdd: 'The passkey could not be added. Try again.',
  failedToSignIn: 'Signing in with a passkey failed. Try again, or sign in with an emailed link.',
  failedToLoad: 'Your passkeys could not be loaded.',
  failedToRemove: 'The passkey could not be removed. Try again.',
  none: 'No passkeys yet. Add one to sign in on any device without mail.',
} as const;

/** A passkey request's challenge is good once, for this long (the browser's prompt times out with it). */
export const PASSKEY_CHALLENGE_MINUTES = 5;

const base64url = z
  .string()
  .max(4096)
  .regex(/^[A-Za-z0-9_-]*$/, 'must be base64url');

/**
 * The options the browser hands to `navigator.credentials.create()`/`get()` (@simplewebauthn/browser's
 * `optionsJSON`): described here by the fields the app relies on; the rest is WebAuthn's own.
 */
export const PasskeyOptionsSchema = z.looseObject({ challenge: z.string(), timeout: z.number().optional() });
export type PasskeyOptions = z.infer<typeof PasskeyOptionsSchema>;

/** POST /api/me/passkeys/registration: the authenticator's attestation (@simplewebauthn/browser's `startRegistration`). */
export const PasskeyRegistrationRequestSchema = z.object({
  response: z.looseObject({
    id: base64url,
    rawId: base64url,
    type: z.literal('public-key'),
    response: z.looseObject({
      clientDataJSON: base64url,
      attestationObject: base64url.max(16_384),
      transports: z.array(z.string().max(40)).max(10).optional(),
    }),
    clientExtensionResults: z.looseObject({}),
    authenticatorAttachment: z.string().max(40).optional(),
  }),
});
export type PasskeyRegistrationRequest = z.input<typeof PasskeyRegistrationRequestSchema>;

/** POST /api/me/passkeys/authentication: the authenticator's assertion (`startAuthentication`). */
export const PasskeyAuthenticationRequestSchema = z.object({
  response: z.looseObject({
    id: base64url,
    rawId: base64url,
    type: z.literal('public-key'),
    response: z.looseObject({
      clientDataJSON: base64url,
      authenticatorData: base64url,
      signature: base64url,
      userHandle: base64url.optional(),
    }),
    clientExtensionResults: z.looseObject({}),
    authenticatorAttachment: z.string().max(40).optional(),
  }),
});
export type PasskeyAuthenticationRequest = z.input<typeof PasskeyAuthenticationRequestSchema>;

/** GET /api/me/passkeys: one of the person's passkeys as their list shows it (never its key). */
export const PasskeySchema = z.object({
  id: z.string(),
  /** the device it was added on, e.g. "Chrome on Android"; null when the browser did not say */
  device: z.string().nullable(),
  createdAt: z.string(),
  /** null until it first signs in */
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof PasskeySchema>;
