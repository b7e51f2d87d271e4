import { type PublicKeyCredentialRequestOptionsJSON, startAuthentication } from '@simplewebauthn/browser';
import type { PasskeyOptions, SignInResponse } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * Signs in with a passkey, no email typed: POST /api/me/passkeys/authentication-options, the browser's prompt
 * (`navigator.credentials.get`, which offers the passkeys it holds for this site), then
 * POST /api/me/passkeys/authentication, which sets the person's session cookie.
 */
export async function signInWithPasskey(): Promise<SignInResponse> {
  const options = await apiRequest<PasskeyOptions>('/api/me/passkeys/authentication-options', { method: 'POST' });
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return apiRequest<SignInResponse>('/api/me/passkeys/authentication', { method: 'POST', body: { response } });
}
