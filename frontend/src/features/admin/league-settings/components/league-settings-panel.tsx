import { NoticeAlert } from '@/components/ui/notice-alert';
import '../../components/admin.css';
import { CONTINUE_LEAGUE_MESSAGES, type LeagueDetails, MESSAGES, seasonLength } from '@tribal/contracts';
import { useState } from 'react';
import { Button, Card, Col, Row } from 'react-bootstrap';
import { useSave } from '@/hooks/use-save';
import { useSeasonSchedules } from '@/hooks/use-season-schedules';
import { useSeasons } from '@/hooks/use-seasons';
import { can } from '@/lib/authorization';
import { scopeAuth, useManageScope } from '@/lib/manage-scope';
import { AdminLeagueSelect } from '../../components/admin-league-select';
import { NO_LEAGUES_YET } from '../../components/with-leagues';
import { continueLeague } from '../api/continue-league';
import { deleteLeague } from '../api/delete-league';
import { CommissionerSettingsForm } from './commissioner-settings-form';
import { ContinueLeagueModal } from './continue-league-modal';
import { DeleteLeagueModal } from './delete-league-modal';
import { DraftDeadlineForm } from './draft-deadline-form';
import { EliminationCutoffsForm } from './elimination-cutoffs-form';
import { JoinCodeForm } from './join-code-form';
import { ScoringTableForm } from './scoring-table-form';

interface LeagueSettingsPanelProps {
  leagues: readonly LeagueDetails[];
}

/** Spec §2 League Settings: the first league is selected by default. */
export function LeagueSettingsPanel({ leagues: loaded }: LeagueSettingsPanelProps) {
  const scope = useManageScope();
  // The loaded leagues, kept up to date with this page's own saves and deletions.
  const [leagues, setLeagues] = useState<LeagueDetails[]>(() => [...loaded]);
  const [leagueId, setLeagueId] = useState(loaded[0]?.id ?? '');
  const [confirming, setConfirming] = useState(false);
  // Deleting or continuing the league: one at a time, each behind its own confirmation.
  const { saving: busy, notice, setNotice, save } = useSave();
  const league = leagues.find((l) => l.id === leagueId);
  const seasons = useSeasons();
  // The air schedules of the leagues' seasons (a league continued into a new season needs that one's): the
  // default each empty cutoff falls back to.
  const schedules = useSeasonSchedules(leagues.map((l) => l.season));
  // The next season after the league's: the one it would carry on into.
  const nextSeason = league
    ? (seasons.seasons ?? [])
        .map((s) => s.number)
        .filter((n) => n > league.season)
        .sort((a, b) => a - b)[0]
    : undefined;
  const [continuing, setContinuing] = useState(false);

  async function confirmContinue() {
    if (!league || nextSeason === undefined) return;
    const { id } = league;
    await save(() => continueLeague(id, nextSeason), {
      success: (moved) => CONTINUE_LEAGUE_MESSAGES.continued(moved.name, moved.season),
      failure: CONTINUE_LEAGUE_MESSAGES.failed,
      onSaved: (moved) => patch(id, moved),
    });
    setContinuing(false);
  }

  const patch = (id: string, change: Partial<LeagueDetails>) =>
    setLeagues((current) => current.map((l) => (l.id === id ? { ...l, ...change } : l)));

  async function confirmDelete(typedName?: string) {
    if (!league) return;
    await save(() => deleteLeague(league.id, scopeAuth(scope), typedName), {
      success: (answer) => answer?.message || MESSAGES.leagueDeleted,
      failure: MESSAGES.failedToDeleteLeague,
      onSaved: () => {
        const rest = leagues.filter((l) => l.id !== league.id);
        setLeagues(rest);
        setLeagueId(rest[0]?.id ?? '');
      },
    });
    setConfirming(false);
  }

  return (
    <>
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
      {!league ? (
        <p className="text-secondary">{NO_LEAGUES_YET}</p>
      ) : (
        <>
          <Card className="tp-card shadow-sm mb-4">
            <Card.Body className="p-3 p-md-4 d-flex flex-column flex-md-row gap-3 align-items-md-end justify-content-between">
              <div className="tp-admin-toolbar-field">
                <AdminLeagueSelect
                  id="settings-league"
                  leagues={leagues}
                  value={leagueId}
                  onChange={(id) => {
                    setLeagueId(id);
                    setNotice(null);
                  }}
                />
                <div className="form-text">
                  Season {league.season} · Commissioner: {league.commissioner} · {league.members.length}{' '}
                  {league.members.length === 1 ? 'member' : 'members'}
                </div>
              </div>
              <div className="d-flex flex-wrap gap-2">
                {/* Carrying a league into a new season is the site admin's (it mails every past member). */}
                {nextSeason !== undefined && can(scope, 'league:continue') && (
                  <Button variant="outline-primary" onClick={() => setContinuing(true)}>
                    {CONTINUE_LEAGUE_MESSAGES.button(nextSeason)}
                  </Button>
                )}
                <Button variant="outline-danger" onClick={() => setConfirming(true)}>
                  Delete League
                </Button>
              </div>
            </Card.Body>
          </Card>
          <Row className="g-4" key={`${league.id}:${league.season}`}>
            <Col xs={12}>
              <JoinCodeForm
                leagueId={league.id}
                joinCode={league.joinCode ?? null}
                joinCodeRequired={league.joinCodeRequired}
                onSaved={(change) => patch(league.id, change)}
              />
            </Col>
            <Col lg={4}>
              <DraftDeadlineForm
                leagueId={league.id}
                draftDeadline={league.draftDeadline}
                onSaved={(draftDeadline) => patch(league.id, { draftDeadline })}
              />
            </Col>
            <Col lg={8}>
              <EliminationCutoffsForm
                leagueId={league.id}
                cutoffs={league.weeklyEliminationCutoffs}
                schedule={schedules[league.season] ?? {}}
                seasonEpisodes={seasonLength(seasons.find(league.season))}
                onSaved={(weeklyEliminationCutoffs) => patch(league.id, { weeklyEliminationCutoffs })}
              />
            </Col>
            <Col xs={12}>
              <CommissionerSettingsForm
                leagueId={league.id}
                settings={league.commissionerSettings}
                onSaved={(commissionerSettings) => patch(league.id, { commissionerSettings })}
              />
            </Col>
            <Col xs={12}>
              <ScoringTableForm leagueId={league.id} season={league.season} />
            </Col>
          </Row>
          {nextSeason !== undefined && can(scope, 'league:continue') && (
            <ContinueLeagueModal
              leagueName={league.name}
              season={nextSeason}
              show={continuing}
              busy={busy}
              onCancel={() => setContinuing(false)}
              onConfirm={confirmContinue}
            />
          )}
          <DeleteLeagueModal
            leagueName={league.name}
            show={confirming}
            deleting={busy}
            onCancel={() => setConfirming(false)}
            onConfirm={confirmDelete}
            askForName={!can(scope, 'league:delete-unconfirmed')}
          />
        </>
      )}
    </>
  );
}
