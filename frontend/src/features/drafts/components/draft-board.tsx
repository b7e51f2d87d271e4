import { type Castaway, DRAFT_MESSAGES, type LeagueDetails, TEAM_SIZE } from '@tribal/contracts';
import { useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Row } from 'react-bootstrap';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { SavingLabel } from '@/components/ui/saving-label';
import { useNow } from '@/hooks/use-now';
import { useSave } from '@/hooks/use-save';
import { deadlinePassed, formatEasternTime } from '@/lib/eastern-time';
import { canActFor, type SavedUser, useSavedUserStore } from '@/stores/saved-user-store';
import '../drafts.css';
import { lockInDraft } from '../api/lock-in-draft';
import { addPick, lockInProblem } from '../utils/draft-rules';
import { CastawayPickCard } from './castaway-pick-card';
import { EntryTokenNotice } from './entry-token-notice';
import { LockedDraft } from './locked-draft';
import { PickedTeam } from './picked-team';

interface DraftBoardProps {
  user: SavedUser;
  league: LeagueDetails;
  castaways: Castaway[];
  existingTeam: number[] | undefined;
}

/**
 * The open draft (spec §4): tap castaways to add (three at most), remove from the team, lock in exactly three
 * after a confirmation. Locked once the member has a team, the deadline has passed, or after lock-in.
 */
export function DraftBoard({ user, league, castaways, existingTeam }: DraftBoardProps) {
  const keep = useSavedUserStore((state) => state.save);
  const mayAct = useSavedUserStore((state) => canActFor(state, user));
  const now = useNow();
  const [picks, setPicks] = useState<number[]>([]);
  const [lockedTeam, setLockedTeam] = useState<number[] | null>(existingTeam ?? null);
  const { saving, notice, setNotice, save } = useSave();
  const [justLocked, setJustLocked] = useState<string | null>(null);

  const byId = useMemo(() => new Map(castaways.map((c) => [c.id, c])), [castaways]);
  const tribeColors = useMemo(() => new Map(league.tribes.map((t) => [t.name, t.color])), [league.tribes]);
  const passed = deadlinePassed(league.draftDeadline, now);
  const teamOf = (ids: number[]) => ids.map((id) => byId.get(id)).filter((c): c is Castaway => Boolean(c));

  if (lockedTeam) {
    return <LockedDraft team={teamOf(lockedTeam)} leagueId={user.leagueId} message={justLocked} />;
  }

  function toggle(castaway: Castaway) {
    if (picks.includes(castaway.id)) {
      setPicks(picks.filter((id) => id !== castaway.id));
      return;
    }
    const result = addPick(picks, castaway.id);
    if ('error' in result) window.alert(result.error);
    else setPicks(result.team);
  }

  function lockIn() {
    setNotice(null);
    const problem = lockInProblem(picks);
    if (problem) {
      window.alert(problem);
      return;
    }
    if (deadlinePassed(league.draftDeadline, Date.now())) {
      window.alert(DRAFT_MESSAGES.deadlinePassed);
      return;
    }
    if (!mayAct || !window.confirm(DRAFT_MESSAGES.lockInConfirm)) return;
    void save(() => lockInDraft(league.id, { userName: user.userName, team: picks }, user.entryToken), {
      failure: 'Failed to save draft',
      onSaved: (answer) => {
        setJustLocked(answer?.message ?? null);
        setLockedTeam(picks);
      },
    });
  }

  const lockInButton = (
    <Button variant="success" className="w-100" onClick={lockIn} disabled={saving || !mayAct}>
      <SavingLabel saving={saving}>Lock In Draft</SavingLabel>
    </Button>
  );

  return (
    <div className={passed ? undefined : 'tp-draft-page'}>
      <p className="tp-deadline-note">
        {league.draftDeadline ? (
          <>
            Draft deadline: <strong>{formatEasternTime(league.draftDeadline)}</strong>
          </>
        ) : (
          'No draft deadline has been set for this league yet.'
        )}
      </p>
      {passed && (
        <Alert variant="warning" role="alert">
          {DRAFT_MESSAGES.leagueDeadlinePassed}
        </Alert>
      )}
      {!passed && !mayAct && (
        <EntryTokenNotice action="lock in your draft" onToken={(entryToken) => keep({ ...user, entryToken })} />
      )}
      <Row className="g-4">
        {!passed && (
          <Col lg={4} className="order-lg-2">
            <Card className="tp-card shadow-sm tp-team-panel">
              <Card.Body className="p-3 p-md-4">
                <PickedTeam
                  team={teamOf(picks)}
                  onRemove={(castaway) => setPicks(picks.filter((id) => id !== castaway.id))}
                >
                  <NoticeAlert notice={notice} className="py-2" />
                  {/* Phones get this button in the bar fixed at the bottom, next to the cards they tap. */}
                  <div className="d-none d-lg-block">{lockInButton}</div>
                  <p className="small text-secondary mt-2 mb-0">
                    Tap a castaway to add them. Once locked in, your team is final (one swap allowed later).
                  </p>
                </PickedTeam>
              </Card.Body>
            </Card>
          </Col>
        )}
        <Col lg={passed ? 12 : 8}>
          <h2 className="h5 mb-3">The cast ({castaways.length})</h2>
          {castaways.length === 0 ? (
            <p className="text-secondary">No castaways have been added for this season yet.</p>
          ) : (
            <div className="tp-pick-grid">
              {castaways.map((castaway) => (
                <CastawayPickCard
                  key={castaway.id}
                  castaway={castaway}
                  picked={picks.includes(castaway.id)}
                  disabled={passed || saving}
                  tribeColor={tribeColors.get(castaway.tribe)}
                  onToggle={toggle}
                />
              ))}
            </div>
          )}
        </Col>
      </Row>
      {!passed && (
        <div className="tp-draft-bar d-lg-none">
          <span className="fw-semibold">
            {picks.length}/{TEAM_SIZE} picked
          </span>
          {lockInButton}
        </div>
      )}
    </div>
  );
}
