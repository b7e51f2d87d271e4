import { type LeagueDetails, MESSAGES } from '@tribal/contracts';
import { useState } from 'react';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { useSave } from '@/hooks/use-save';
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
  const { notice, setNotice, save } = useSave();

  async function remove(league: LeagueDetails, userName: string) {
    if (!window.confirm(removeConfirm(userName, league.name))) return;
    setRemoving({ leagueId: league.id, userName });
    await save(() => removeMember(league.id, userName, auth), {
      success: (answer) => answer?.message || `${userName} was removed from the league.`,
      failure: MESSAGES.failedToRemoveUser,
      onSaved: () =>
        setLeagues((current) =>
          current.map((l) =>
            l.id === league.id ? { ...l, members: l.members.filter((m) => m.userName !== userName) } : l,
          ),
        ),
    });
    setRemoving(null);
  }

  async function handOver(league: LeagueDetails, userName: string) {
    if (!window.confirm(handOverConfirm(userName, league.name))) return;
    setRemoving({ leagueId: league.id, userName });
    await save(() => handOverLeague(league.id, userName, auth), {
      success: (answer) => answer.message,
      failure: FAILED_TO_HAND_OVER,
      onSaved: () =>
        setLeagues((current) =>
          current.map((l) =>
            l.id === league.id ? { ...l, commissioner: userName, commissionerUserName: userName } : l,
          ),
        ),
    });
    setRemoving(null);
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
