import { LEAGUE_MANAGER_MESSAGES } from '@tribal/contracts';
import { useState } from 'react';
import { useSave } from '@/hooks/use-save';
import { ApiError } from '@/lib/api-client';
import { signOutCommissioner } from '../api/sign-out-commissioner';

/** "Sign Out" of this device's commissioner session; `forget` drops the token this device keeps. */
export function useCommissionerSignOut(token: string | null, forget: () => void) {
  const { saving, notice, save } = useSave();
  const [signedOut, setSignedOut] = useState(false);
  const done = () => {
    setSignedOut(true);
    forget();
  };
  const signOut = () => {
    if (!token) return;
    void save(() => signOutCommissioner(token), {
      failure: LEAGUE_MANAGER_MESSAGES.failedToSignOut,
      onSaved: done,
      // Already over on the server (ended from another device, or expired): this device forgets it too.
      onFailed: (caught) => {
        const gone = caught instanceof ApiError && caught.status === 401;
        if (gone) done();
        return gone;
      },
    });
  };
  return { signingOut: saving, failure: notice, signedOut, signOut };
}
