import type { StandingsReplay } from '@tribal/contracts';
import { useEffect, useState } from 'react';
import { Button, ButtonGroup, Card, Form, Table } from 'react-bootstrap';
import { MovementIndicator } from '@/components/movement-indicator';
import { formatPoints } from '@/lib/format-points';
import { describeStep, replayRows } from '../utils/replay-frames';

/** Seconds per step at each pace the viewer can choose. */
const PACES = [
  { label: 'Slow', ms: 4000 },
  { label: 'Normal', ms: 2000 },
  { label: 'Fast', ms: 700 },
] as const;

interface ReplayPlayerProps {
  replay: StandingsReplay;
  /** a castaway's name by id */
  nameOf: (castawayId: number) => string;
  /** the viewer is done (at the end, or skipped): the page shows live standings again */
  onDone: () => void;
}

/**
 * Plays an episode back step by step from the standings as of the episode before: totals and ranks move with
 * each happening at the pace the viewer sets; the last step is where live standings stand.
 */
export function ReplayPlayer({ replay, nameOf, onDone }: ReplayPlayerProps) {
  const [step, setStep] = useState(-1);
  const [playing, setPlaying] = useState(true);
  const [pace, setPace] = useState<number>(PACES[1].ms);
  const last = replay.steps.length - 1;
  const atEnd = step >= last;

  // One timer per step shown: the next step comes `pace` after this one appeared.
  useEffect(() => {
    if (!playing || step >= last) return;
    const timer = setTimeout(() => setStep(step + 1), pace);
    return () => clearTimeout(timer);
  }, [playing, step, pace, last]);

  const rows = replayRows(replay, step);
  const current = step >= 0 ? replay.steps[step] : null;

  return (
    <Card className="tp-card shadow-sm mb-4" as="section" aria-label={`Replay of episode ${replay.episode}`}>
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
          <h2 className="h5 mb-0">Replay of episode {replay.episode}</h2>
          <div className="d-flex flex-wrap gap-2 align-items-center">
            <ButtonGroup size="sm" aria-label="Replay controls">
              <Button
                variant="outline-secondary"
                onClick={() => setStep((s) => Math.max(-1, s - 1))}
                disabled={step < 0}
              >
                Back
              </Button>
              <Button variant="outline-primary" onClick={() => setPlaying((p) => !p)} disabled={atEnd}>
                {playing && !atEnd ? 'Pause' : 'Play'}
              </Button>
              <Button
                variant="outline-secondary"
                onClick={() => setStep((s) => Math.min(last, s + 1))}
                disabled={atEnd}
              >
                Next
              </Button>
            </ButtonGroup>
            <Form.Select
              size="sm"
              aria-label="Replay pace"
              className="w-auto"
              value={pace}
              onChange={(event) => setPace(Number(event.currentTarget.value))}
            >
              {PACES.map((p) => (
                <option key={p.ms} value={p.ms}>
                  {p.label}
                </option>
              ))}
            </Form.Select>
            <Button size="sm" variant={atEnd ? 'primary' : 'link'} onClick={onDone}>
              {atEnd ? 'Done: show live standings' : 'Skip to live'}
            </Button>
          </div>
        </div>
        <p className="mb-2" aria-live="polite" data-testid="replay-step">
          {replay.steps.length === 0
            ? 'Nothing was scored in this episode.'
            : current
              ? `Step ${step + 1} of ${replay.steps.length}. ${describeStep(current, nameOf)}`
              : `Before episode ${replay.episode}. ${replay.steps.length} ${replay.steps.length === 1 ? 'step' : 'steps'} to play.`}
        </p>
        <Table size="sm" className="mb-0 align-middle" aria-label="Replay standings">
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Member</th>
              <th scope="col" className="text-end">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.userName} data-user-name={row.userName} className={row.change !== 0 ? 'table-warning' : ''}>
                <td>
                  {row.rank} <MovementIndicator movement={row.movement} />
                </td>
                <th scope="row">{row.userName}</th>
                <td className="text-end">
                  {formatPoints(row.total)}
                  {row.change !== 0 && (
                    <span className="small text-secondary ms-1">
                      ({row.change > 0 ? '+' : ''}
                      {formatPoints(row.change)})
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card.Body>
    </Card>
  );
}
