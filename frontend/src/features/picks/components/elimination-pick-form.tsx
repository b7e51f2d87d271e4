import { EpisodeSelect } from '@/components/episode-select';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { SavingLabel } from '@/components/ui/saving-label';
import { useOnline } from '@/hooks/use-online';
import { useSave } from '@/hooks/use-save';
import '../picks.css';
import {
  type Castaway,
  ELIMINATION_PICK_BONUS,
  OFFLINE_MESSAGES,
  PICK_MESSAGES,
  type SeasonSchedule,
} from '@tribal/contracts';
import { useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Row } from 'react-bootstrap';
import { submitEliminationPick } from '../api/submit-elimination-pick';
import { defaultPickEpisode, episodeDeadline, pickableCastaways, pickEpisodeList } from '../utils/pick-episodes';
import { pickFailureMessage } from '../utils/pick-failure-message';
import { EpisodeDeadline } from './episode-deadline';
import { PickChoiceGrid } from './pick-choice-grid';

/** Who is picking: this device's entry in this league. */
export interface Picker {
  userName: string;
  entryToken: string | undefined;
  /** this device may act for it: it holds its token, or the person signed in here owns it (issue 29) */
  mayAct: boolean;
}

interface EliminationPickFormProps {
  leagueId: string;
  /** null: nobody saved in this browser for this league; the page is view-only. */
  picker: Picker | null;
  castaways: readonly Castaway[];
  /** the league's own cutoffs: episode -> ISO */
  cutoffs: Readonly<Record<string, string>>;
  /** the season's air times: an episode without a league cutoff closes when it airs */
  schedule: Readonly<SeasonSchedule>;
  /** the number of episodes of the league's season (its pick episodes derive from it) */
  seasonEpisodes: number;
  /** castaway id -> the episode they were voted out in */
  votedOutIn: ReadonlyMap<number, number>;
  episodesWithVoteOut: ReadonlySet<number>;
  /** the picker's saved picks: episode -> castaway id */
  savedPicks: Readonly<Record<string, number>>;
  now: number;
}

/**
 * Spec §2, §4: one pick per episode, saved, then updated until the episode's cutoff, then locked. The page
 * opens on the first episode still open, with the saved pick selected.
 */
export function EliminationPickForm({
  leagueId,
  picker,
  castaways,
  cutoffs,
  schedule,
  seasonEpisodes,
  votedOutIn,
  episodesWithVoteOut,
  savedPicks: loadedPicks,
  now,
}: EliminationPickFormProps) {
  const [episode, setEpisode] = useState(() =>
    defaultPickEpisode(cutoffs, now, episodesWithVoteOut, schedule, seasonEpisodes),
  );
  const [savedPicks, setSavedPicks] = useState<Record<string, number>>(() => ({ ...loadedPicks }));
  /** choices made on this page and not yet saved, per episode */
  const [choices, setChoices] = useState<Record<number, number>>({});
  const { saving, notice, setNotice, refuse, save } = useSave();
  const online = useOnline();

  const deadline = episodeDeadline(cutoffs, episode, now, episodesWithVoteOut, schedule, seasonEpisodes);
  const offered = useMemo(() => pickableCastaways(castaways, votedOutIn, episode), [castaways, votedOutIn, episode]);
  const savedPick = savedPicks[String(episode)];
  const selected = choices[episode] ?? savedPick ?? null;
  const savedName = castaways.find((c) => c.id === savedPick)?.name;
  const locked = deadline.closed || saving || !picker;

  function chooseEpisode(next: number) {
    setEpisode(next);
    setNotice(null);
  }

  function submit() {
    if (!picker) return refuse(PICK_MESSAGES.mustBeLoggedIn);
    if (selected === null) return refuse(PICK_MESSAGES.selectCastaway);
    if (!picker.mayAct) return;
    const entryToken = picker.entryToken;
    // Offline, nothing is sent and nothing is lost: the choice stays selected until it can be sent.
    if (!navigator.onLine) return setNotice({ variant: 'warning', text: OFFLINE_MESSAGES.pickNeedsConnection });
    const isUpdate = savedPick !== undefined;
    void save(
      () => submitEliminationPick(leagueId, { userName: picker.userName, episode, castawayId: selected }, entryToken),
      {
        success: (answer) => answer?.message || (isUpdate ? PICK_MESSAGES.updated : PICK_MESSAGES.submitted),
        failure: pickFailureMessage,
        onSaved: () => setSavedPicks((current) => ({ ...current, [String(episode)]: selected })),
      },
    );
  }

  return (
    <Card className="tp-card shadow-sm">
      <Card.Body className="p-3 p-md-4">
        <Row className="g-3 align-items-md-end mb-3">
          <Col xs={12} sm={5} md={4} lg={3}>
            <EpisodeSelect
              controlId="pick-episode"
              episodes={pickEpisodeList(seasonEpisodes)}
              episode={episode}
              onChange={chooseEpisode}
            />
          </Col>
          <Col xs={12} sm={7} md={8} lg={9}>
            <EpisodeDeadline deadline={deadline} />
          </Col>
        </Row>
        <p className="small text-secondary mb-3">
          Pick the castaway you think goes home in this episode. A correct pick adds {ELIMINATION_PICK_BONUS} points to
          your total.
        </p>

        {deadline.closed && (
          <Alert variant="warning" role="alert">
            {PICK_MESSAGES.deadlinePassed}
            {savedName && (
              <span className="d-block small mt-1">
                Your pick for Episode {episode}: <strong>{savedName}</strong>
              </span>
            )}
          </Alert>
        )}
        {!online && notice?.text !== OFFLINE_MESSAGES.pickNeedsConnection && (
          <Alert variant="warning" role="status" className="tp-pick-offline">
            {OFFLINE_MESSAGES.pickNeedsConnection}
          </Alert>
        )}
        <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
        {!deadline.closed && savedPick !== undefined && (
          <Alert variant="info" role="status" className="py-2">
            {PICK_MESSAGES.saved(episode)}
            {savedName && (
              <span className="d-block small mt-1">
                Saved pick: <strong>{savedName}</strong>
              </span>
            )}
          </Alert>
        )}

        <PickChoiceGrid
          castaways={offered}
          selected={selected}
          disabled={locked}
          onSelect={(castawayId) => {
            setChoices((current) => ({ ...current, [episode]: castawayId }));
            if (notice?.variant === 'danger') setNotice(null);
          }}
        />

        <div className="tp-elim-submit">
          <Button variant="warning" onClick={() => void submit()} disabled={locked || !picker?.mayAct} className="px-4">
            <SavingLabel saving={saving}>{savedPick !== undefined ? 'Update Pick' : 'Submit Pick'}</SavingLabel>
          </Button>
          {selected !== null && !deadline.closed && (
            <span className="small text-secondary">
              Selected: <strong>{castaways.find((c) => c.id === selected)?.name}</strong>
            </span>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
