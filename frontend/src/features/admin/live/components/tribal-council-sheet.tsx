import type { Castaway, Vote } from '@tribal/contracts';
import { useId, useMemo, useState } from 'react';
import { Button, Form, Offcanvas } from 'react-bootstrap';
import { CastawayAvatar } from '@/components/castaway-avatar';
import { type Ballot, readCouncil, shortName } from '../utils/council-ballots';

interface TribalCouncilSheetProps {
  show: boolean;
  episode: number;
  /** castaways still in the game, with their tribes as of the episode */
  inGame: Castaway[];
  tribeOf(castawayId: number): string;
  busy: boolean;
  onClose(): void;
  onRecord(council: { votes: Vote[]; votedOut: number[] }): void;
}

/**
 * The tribal council as it is read: who attends (a tribe, or everyone after the merge), each voter's vote, which
 * votes an idol nullified, and who went home. The most-voted castaway is offered as the one going home.
 */
export function TribalCouncilSheet({
  show,
  episode,
  inGame,
  tribeOf,
  busy,
  onClose,
  onRecord,
}: TribalCouncilSheetProps) {
  const tribes = useMemo(
    () => [...new Set(inGame.map((c) => tribeOf(c.id)))].filter(Boolean).sort(),
    [inGame, tribeOf],
  );
  const [tribe, setTribe] = useState<string>('');
  const [ballots, setBallots] = useState<Record<number, Ballot>>({});
  const [chosenOut, setChosenOut] = useState<number[] | null>(null);
  const formId = useId();
  const attending = tribe ? inGame.filter((c) => tribeOf(c.id) === tribe) : inGame;

  const { votes, tally, votedOut } = readCouncil(
    attending.map((c) => c.id),
    ballots,
    chosenOut,
  );

  function setBallot(voter: number, change: Partial<Ballot>) {
    setBallots((all) => ({ ...all, [voter]: { ...(all[voter] ?? { target: null, nullified: false }), ...change } }));
  }
  function toggleOut(id: number) {
    setChosenOut(votedOut.includes(id) ? votedOut.filter((o) => o !== id) : [...votedOut, id]);
  }
  function reset() {
    setBallots({});
    setChosenOut(null);
  }

  return (
    <Offcanvas
      show={show}
      onHide={onClose}
      placement="bottom"
      className="tp-tc-sheet"
      aria-labelledby={`${formId}-title`}
    >
      <Offcanvas.Header closeButton>
        <Offcanvas.Title id={`${formId}-title`}>Tribal council · episode {episode}</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="pt-0">
        <fieldset className="tp-tc-tribes" aria-label="Who attends">
          {['', ...tribes].map((t) => (
            <Button
              key={t || 'everyone'}
              variant={tribe === t ? 'dark' : 'outline-dark'}
              size="sm"
              onClick={() => {
                setTribe(t);
                reset();
              }}
              aria-pressed={tribe === t}
            >
              {t || 'Everyone'}
            </Button>
          ))}
        </fieldset>
        <h3 className="h6 mt-3 mb-2">Votes</h3>
        <ul className="list-unstyled mb-0">
          {attending.map((voter) => {
            const ballot = ballots[voter.id];
            return (
              <li key={voter.id} className="tp-tc-voter">
                <CastawayAvatar name={voter.name} imageUrl={voter.imageUrl} size="md" />
                <Form.Select
                  aria-label={`${voter.name} voted for`}
                  value={ballot?.target ?? ''}
                  onChange={(e) => setBallot(voter.id, { target: e.target.value ? Number(e.target.value) : null })}
                  className="tp-tc-select"
                >
                  <option value="">{voter.name.split(' ')[0]}: no vote</option>
                  {attending
                    .filter((c) => c.id !== voter.id)
                    .map((c) => (
                      <option key={c.id} value={c.id}>
                        {voter.name.split(' ')[0]} → {shortName(c.name)}
                      </option>
                    ))}
                </Form.Select>
                <Form.Check
                  type="switch"
                  id={`${formId}-null-${voter.id}`}
                  label="Nullified"
                  className="tp-tc-null"
                  disabled={!ballot?.target}
                  checked={ballot?.nullified ?? false}
                  onChange={(e) => setBallot(voter.id, { nullified: e.target.checked })}
                />
              </li>
            );
          })}
        </ul>
        <h3 className="h6 mt-3 mb-2">Went home</h3>
        <fieldset className="tp-tc-out" aria-label="Went home">
          {attending.map((c) => (
            <Button
              key={c.id}
              variant={votedOut.includes(c.id) ? 'danger' : 'outline-secondary'}
              aria-pressed={votedOut.includes(c.id)}
              onClick={() => toggleOut(c.id)}
              className="tp-tc-out-button"
            >
              {c.name.split(' ')[0]}
              {tally.get(c.id) ? ` (${tally.get(c.id)})` : ''}
            </Button>
          ))}
        </fieldset>
        <div className="tp-tc-submit">
          <Button
            variant="primary"
            size="lg"
            className="w-100"
            disabled={busy || votes.length === 0 || votedOut.length === 0}
            onClick={() => onRecord({ votes, votedOut })}
          >
            {busy ? 'Recording…' : 'Record tribal council'}
          </Button>
        </div>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
