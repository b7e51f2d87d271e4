import { NoticeAlert } from '@/components/ui/notice-alert';
import '../../components/admin.css';
import { type EliminationPicks, LEAGUE_MANAGER_MESSAGES, type LeagueDetails, PICK_MESSAGES } from '@tribal/contracts';
import { useEffect, useState } from 'react';
import { Alert, Card, Col, Row } from 'react-bootstrap';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useAsync } from '@/hooks/use-async';
import { useSave } from '@/hooks/use-save';
import { errorMessage } from '@/lib/api-client';
import { can } from '@/lib/authorization';
import { scopeAuth, useManageScope } from '@/lib/manage-scope';
import { getLeagueCastaways } from '../../api/get-league-castaways';
import { AdminLeagueSelect } from '../../components/admin-league-select';
import { correctEliminationPick } from '../api/correct-elimination-pick';
import { getEliminationPicks } from '../api/get-elimination-picks';
import { MemberPicksCard } from './member-picks-card';

const FAILED_TO_UPDATE_PICK = 'Failed to update pick';

/** Spec §2 Edit Elimination Picks: choose a league; every member's picks, each changeable from a dropdown. */
export function EliminationPicksPanel({ leagues }: { leagues: readonly LeagueDetails[] }) {
  const scope = useManageScope();
  const auth = scopeAuth(scope);
  const [leagueId, setLeagueId] = useState(leagues[0]?.id ?? '');
  const league = leagues.find((l) => l.id === leagueId);
  const data = useAsync(
    async (signal) => {
      const [castaways, picks] = await Promise.all([
        getLeagueCastaways(leagueId, signal),
        getEliminationPicks(leagueId, signal),
      ]);
      return { castaways, picks };
    },
    [leagueId],
  );
  // The league's picks as this page last knew them: loaded, then changed by this page's own saves.
  const [picks, setPicks] = useState<EliminationPicks>({});
  useEffect(() => setPicks(data.data?.picks ?? {}), [data.data]);
  // The pick on its way to the server: its episode shows the spinner, every other select waits.
  const [saving, setSaving] = useState<{ userName: string; episode: number } | null>(null);
  const { notice, setNotice, save } = useSave();

  async function change(userName: string, episode: number, castawayId: number) {
    setSaving({ userName, episode });
    await save(() => correctEliminationPick(leagueId, { userName, episode, castawayId }, auth), {
      success: (answer) => answer?.message || PICK_MESSAGES.adminUpdated,
      failure: FAILED_TO_UPDATE_PICK,
      onSaved: () =>
        setPicks((current) => ({ ...current, [userName]: { ...current[userName], [String(episode)]: castawayId } })),
    });
    setSaving(null);
  }

  // Members in join order, then anyone with picks who is no longer listed as a member.
  const names = [
    ...(league?.members.map((m) => m.userName) ?? []),
    ...Object.keys(picks).filter((name) => !league?.members.some((m) => m.userName === name)),
  ];
  const withPicks = names.filter((name) => Object.keys(picks[name] ?? {}).length > 0);
  const withoutPicks = names.filter((name) => !withPicks.includes(name));

  return (
    <>
      <Card className="tp-card shadow-sm mb-4">
        <Card.Body className="p-3 p-md-4">
          <div className="tp-admin-toolbar-field">
            <AdminLeagueSelect
              id="picks-league"
              leagues={leagues}
              value={leagueId}
              onChange={(id) => {
                setLeagueId(id);
                setNotice(null);
              }}
              disabled={saving !== null}
            />
            {league && (
              <div className="form-text">
                {league.members.length} {league.members.length === 1 ? 'member' : 'members'} · Season {league.season} ·
                changes here are saved at once
                {can(scope, 'help:commissioner-limits')
                  ? `. ${LEAGUE_MANAGER_MESSAGES.commissionerPicksHelp}`
                  : ', whatever the cutoff; the member is emailed.'}
              </div>
            )}
          </div>
        </Card.Body>
      </Card>

      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
      {data.status === 'loading' && <PageSpinner label="Loading elimination picks…" />}
      {data.status === 'error' && (
        <Alert variant="danger" role="alert">
          {errorMessage(data.error, PICK_MESSAGES.failedToFetch)}
        </Alert>
      )}
      {data.status === 'success' && (
        <>
          {withPicks.length === 0 ? (
            <Card className="tp-card shadow-sm">
              <Card.Body className="p-4 text-center text-secondary">No elimination picks in this league yet.</Card.Body>
            </Card>
          ) : (
            <Row xs={1} lg={2} className="g-3">
              {withPicks.map((userName) => (
                <Col key={userName}>
                  <MemberPicksCard
                    userName={userName}
                    picks={picks[userName] ?? {}}
                    castaways={data.data.castaways}
                    savingEpisode={saving?.userName === userName ? saving.episode : null}
                    // A commissioner does not correct their own picks (issue 33): the site admin does.
                    disabled={saving !== null || !can(scope, 'entry:correct', userName)}
                    onChange={(episode, castawayId) => void change(userName, episode, castawayId)}
                  />
                </Col>
              ))}
            </Row>
          )}
          {withoutPicks.length > 0 && (
            <p className="small text-secondary mt-3 mb-0">No picks yet: {withoutPicks.join(', ')}</p>
          )}
        </>
      )}
    </>
  );
}
