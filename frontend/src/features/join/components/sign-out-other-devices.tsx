import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { type Notice, NoticeAlert } from '@/components/ui/notice-alert';
import { errorMessage } from '@/lib/api-client';
import { type SavedUser, useSavedUserStore } from '@/stores/saved-user-store';
import { rotateEntryToken } from '../api/rotate-entry-token';

/**
 * A member who signed in on a borrowed phone, or lost one, closes every other device's access: this browser gets
 * a new token and every older one stops working.
 */
export function SignOutOtherDevices({ user }: { user: SavedUser & { entryToken: string } }) {
  const save = useSavedUserStore((state) => state.save);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const signOutOthers = async () => {
    setBusy(true);
    setNotice(null);
    try {
      const answer = await rotateEntryToken(user.leagueId, user.userName, user.entryToken);
      if (answer.entryToken) save({ ...user, entryToken: answer.entryToken });
      setNotice({ variant: answer.entryToken ? 'success' : 'warning', text: answer.message });
    } catch (error) {
      setNotice({ variant: 'danger', text: errorMessage(error, 'Could not sign out the other devices.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-3">
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
      <Button variant="outline-secondary" disabled={busy} onClick={signOutOthers}>
        {busy ? 'Signing out…' : 'Sign out other devices'}
      </Button>
    </div>
  );
}
