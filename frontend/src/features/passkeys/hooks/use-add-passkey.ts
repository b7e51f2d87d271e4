import { useQueryClient } from '@tanstack/react-query';
import { PASSKEY_MESSAGES } from '@tribal/contracts';
import { useSave } from '@/hooks/use-save';
import { addPasskey } from '../api/add-passkey';
import { passkeysQuery } from '../api/get-passkeys';
import { passkeyFailure } from './passkey-failure';

/** Adding a passkey, for the offer after a link sign-in and for the list on My leagues: one save cycle. */
export function useAddPasskey(onAdded?: () => void) {
  const queryClient = useQueryClient();
  const cycle = useSave();
  const add = () =>
    cycle.save(addPasskey, {
      success: PASSKEY_MESSAGES.added,
      failure: (caught) => passkeyFailure(caught, PASSKEY_MESSAGES.failedToAdd),
      onSaved: () => {
        void queryClient.invalidateQueries({ queryKey: passkeysQuery().queryKey });
        onAdded?.();
      },
    });
  return { ...cycle, add };
}
