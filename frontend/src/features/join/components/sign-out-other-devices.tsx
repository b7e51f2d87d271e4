import { Button } from 'react-bootstrap';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { useSave } from '@/hooks/use-save';
import { type SavedUser, useSavedUserStore } from '@/stores/saved-user-store';
import { rotateEntryToken } from '../api/rotate-entry-token';

/**
 * A member who signed in on a borrowed phone, or lost one, closes every other device's access: this browser gets
 * a new token and every older one stops working.
 */
export function SignOutOtherDevices({ user }: { user: SavedUser & { entryToken: string } }) {
  const keep = useSavedUserStore((state) => state.save);
  const { saving, notice, setNotice, save } = useSave();

  const signOutOthers = () =>
    save(() => rotateEntryToken(user.leagueId, user.userName, user.entryToken), {
      success: (answer) => ({ variant: answer.entryToken ? 'success' : 'warning', text: answer.message }),
      failure: 'Could not sign out the other devices.',
      onSaved: (answer) => {
        if (answer.entryToken) keep({ ...user, entryToken: answer.entryToken });
      },
    });

  return (
    <div className="mt-3">
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
      <Button variant="outline-secondary" disabled={saving} onClick={signOutOthers}>
        {saving ? 'Signing out…' : 'Sign out other devices'}
      </Button>
    </div>
  );
}
