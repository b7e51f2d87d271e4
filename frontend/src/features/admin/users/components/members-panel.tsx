import { type LeagueDetails, MESSAGES } from '@tribal/contracts';
import { useState } from 'react';
import { type Notice, NoticeAlert } from '@/components/ui/notice-alert';
import { errorMessage } from '@/lib/api-client';
import { scopeAuth, useManageScope } from '@/lib/manage-scope';
import { handOverLeague } from '../api/hand-over-league';
import { removeMember } from '../api/remove-member';
import { LeagueMembersCard } from './league-members-card';

const handOverConfirm = (userName: string, leagueName: string) =>
  `Make ${userName} the commissioner of ${leagueName}? They sign in with their own email; this device stops managing it.`;
const FAILED_TO_HAND_OVER = 'Failed to hand over the league';

const removeConfirm = (userName: string, leagueName: string) =>
  `Remove ${userName} from ${leagueName}? Their draft and picks are deleted too.`;

/** Members of every league; removing one also deletes their draft and picks (spec §5). */
export function MembersPanel({ leagues: loaded }: { leagues: readonly LeagueDetails[] }) {
  const auth = scopeAuth(useManageScope());
  const [leagues, setLeagues] = useState<LeagueDetails[]>(() => [...loaded]);
  const [removing, setRemoving] = useState<{ leagueId: string; userName: string } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function remove(league: LeagueDetails, userName: string) {
    if (!window.confirm(removeConfirm(userName, league.name))) return;
    setNotice(null);
    setRemoving({ leagueId: league.id, userName });
    try {
      const answer = await removeMember(league.id, userName, auth);
      setLeagues((current) =>
        current.map((l) =>
          l.id === league.id ? { ...l, members: l.members.filter((m) => m.userName !== userName) } : l,
        ),
      );
      setNotice({ variant: 'success', text: answer?.message || `${userName} was removed from the league.` });
    } catch (failure) {
      setNotice({ variant: 'danger', text: errorMessage(failure, MESSAGES.failedToRemoveUser) });
    } finally {
      setRemoving(null);
    }
  }

  async function handOver(league: LeagueDetails, userName: string) {
    if (!window.confirm(handOverConfirm(userName, league.name))) return;
    setNotice(null);
    setRemoving({ leagueId: league.id, userName });
    try {
      const answer = await handOverLeague(league.id, userName, auth);
      setLeagues((current) =>
        current.map((l) => (l.id === league.id ? { ...l, commissioner: userName, commissionerUserName: userName } : l)),
      );
      setNotice({ variant: 'success', text: answer.message });
    } catch (failure) {
      setNotice({ variant: 'danger', text: errorMessage(failure, FAILED_TO_HAND_OVER) });
    } finally {
      setRemoving(null);
    }
  }

  return (
    <>
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
      {leagues.map((league) => (
        <LeagueMembersCard
          key={league.id}
          league={league}
          removing={removing?.leagueId === league.id ? removing.userName : null}
          onRemove={(userName) => remove(league, userName)}
          onHandOver={(userName) => handOver(league, userName)}
        />
      ))}
    </>
  );
}
