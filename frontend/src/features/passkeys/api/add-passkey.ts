import { type PublicKeyCredentialCreationOptionsJSON, startRegistration } from '@simplewebauthn/browser';
import type { Passkey, PasskeyOptions } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * Adds a passkey to the signed-in person: POST /api/me/passkeys/registration-options, the browser's own prompt
 * (`navigator.credentials.create`), then POST /api/me/passkeys/registration with the authenticator's answer.
 */
export async function addPasskey(): Promise<Passkey> {
  const options = await apiRequest<PasskeyOptions>('/api/me/passkeys/registration-options', { method: 'POST' });
  const response = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return apiRequest<Passkey>('/api/me/passkeys/registration', { method: 'POST', body: { response } });
}
