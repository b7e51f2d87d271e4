import { type Castaway, type Draft, SWAP_MESSAGES } from '@tribal/contracts';
import { useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Row } from 'react-bootstrap';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { SavingLabel } from '@/components/ui/saving-label';
import { useSave } from '@/hooks/use-save';
import { canActFor, type SavedUser, useSavedUserStore } from '@/stores/saved-user-store';
import '../drafts.css';
import { swapCastaway } from '../api/swap-castaway';
import { teamAfterSwap } from '../utils/draft-rules';
import { EntryTokenNotice } from './entry-token-notice';
import { PickedTeam } from './picked-team';
import { SwapChoiceList } from './swap-choice-list';

interface SwapFormProps {
  user: SavedUser;
  leagueId: string;
  draft: Draft;
  castaways: Castaway[];
  /** castaway id -> episode voted out: never offered (spec §5). */
  votedOut: ReadonlyMap<number, number>;
  swapClosed: boolean;
  /** the season's own swap episode (finale − 4), named when the swap has closed */
  swapEpisode: number;
}

/**
 * The one swap (spec §4): one castaway out of the team, one in from those not on it and not voted out; after a
 * confirmation the server gets the new team. Used once, it shows the already-used notice.
 */
export function SwapForm({ user, leagueId, draft, castaways, votedOut, swapClosed, swapEpisode }: SwapFormProps) {
  const keep = useSavedUserStore((state) => state.save);
  const mayAct = useSavedUserStore((state) => canActFor(state, user));
  const [team, setTeam] = useState(draft.team);
  const [swapUsed, setSwapUsed] = useState(draft.swapUsed);
  const [out, setOut] = useState<number | null>(null);
  const [into, setInto] = useState<number | null>(null);
  const { saving, notice, setNotice, refuse, save } = useSave();

  const byId = useMemo(() => new Map(castaways.map((c) => [c.id, c])), [castaways]);
  const teamCastaways = team.map((id) => byId.get(id)).filter((c): c is Castaway => Boolean(c));
  const offered = castaways.filter((c) => !team.includes(c.id) && !votedOut.has(c.id));
  const locked = swapUsed || swapClosed || saving;

  function submit() {
    setNotice(null);
    const outCastaway = out === null ? undefined : byId.get(out);
    const inCastaway = into === null ? undefined : byId.get(into);
    if (!outCastaway || !inCastaway) return refuse(SWAP_MESSAGES.selectBoth);
    if (!mayAct || !window.confirm(SWAP_MESSAGES.confirm(outCastaway.name, inCastaway.name))) return;
    const newTeam = teamAfterSwap(team, outCastaway.id, inCastaway.id);
    void save(() => swapCastaway(leagueId, { userName: user.userName, team: newTeam }, user.entryToken), {
      success: (answer) => answer?.message ?? SWAP_MESSAGES.success,
      failure: 'Failed to process swap',
      onSaved: () => {
        setTeam(newTeam);
        setSwapUsed(true);
      },
    });
  }

  return (
    <Row className="g-4">
      {/* While choosing, phones see the team in the Swap out list; the card would repeat it. */}
      <Col lg={4} className={swapUsed || swapClosed ? 'order-lg-2' : 'order-lg-2 d-none d-lg-block'}>
        <Card className="tp-card shadow-sm">
          <Card.Body className="p-4">
            <PickedTeam team={teamCastaways} />
          </Card.Body>
        </Card>
      </Col>
      <Col lg={8}>
        <NoticeAlert notice={notice?.variant === 'success' ? notice : null} />
        {swapUsed ? (
          <Alert variant="info" role="status" className="tp-swap-used">
            {SWAP_MESSAGES.alreadyUsed}
          </Alert>
        ) : swapClosed ? (
          <Alert variant="warning" role="alert">
            {SWAP_MESSAGES.deadlinePassed(swapEpisode)}
          </Alert>
        ) : (
          !mayAct && (
            <EntryTokenNotice action="make your swap" onToken={(entryToken) => keep({ ...user, entryToken })} />
          )
        )}
        {!swapUsed && !swapClosed && (
          <Card className="tp-card shadow-sm">
            <Card.Body className="p-4">
              <Row className="g-4">
                <Col md={5}>
                  <SwapChoiceList
                    name="swap-out"
                    legend="Swap out"
                    castaways={teamCastaways}
                    selected={out}
                    disabled={locked}
                    onSelect={setOut}
                  />
                </Col>
                <Col md={7}>
                  <SwapChoiceList
                    name="swap-in"
                    legend="Swap in"
                    castaways={offered}
                    selected={into}
                    disabled={locked}
                    onSelect={setInto}
                    scrollable
                  />
                </Col>
              </Row>
              <NoticeAlert notice={notice?.variant === 'danger' ? notice : null} className="mt-3 mb-0" />
              <div className="mt-3">
                <Button variant="warning" onClick={() => void submit()} disabled={locked || !mayAct}>
                  <SavingLabel saving={saving}>Make My Swap</SavingLabel>
                </Button>
              </div>
            </Card.Body>
          </Card>
        )}
      </Col>
    </Row>
  );
}
