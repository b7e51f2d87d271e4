import { type Castaway, TEAM_SIZE } from '@tribal/contracts';
import type { ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { CastawayAvatar } from '@/components/castaway-avatar';

interface PickedTeamProps {
  team: Castaway[];
  /** Absent when the team is locked: no Remove buttons. */
  onRemove?: (castaway: Castaway) => void;
  children?: ReactNode;
}

/** The team being drafted, slot by slot, with empty slots still to fill. */
export function PickedTeam({ team, onRemove, children }: PickedTeamProps) {
  const empty = Math.max(0, TEAM_SIZE - team.length);
  return (
    <section aria-labelledby="tp-your-team">
      <h2 id="tp-your-team" className="h5 d-flex justify-content-between align-items-center">
        Your Team
        <span className="tp-team-count">
          {team.length}/{TEAM_SIZE}
        </span>
      </h2>
      <ol className="tp-picked-list list-unstyled mb-3" aria-label="Picked castaways">
        {team.map((castaway) => (
          <li key={castaway.id} className="tp-picked-item">
            <CastawayAvatar name={castaway.name} imageUrl={castaway.imageUrl} size="md" />
            <span className="flex-grow-1">
              <span className="d-block fw-semibold">{castaway.name}</span>
              <span className="d-block small text-secondary">{castaway.occupation}</span>
            </span>
            {onRemove && (
              <Button
                variant="outline-danger"
                size="sm"
                onClick={() => onRemove(castaway)}
                aria-label={`Remove ${castaway.name}`}
              >
                Remove
              </Button>
            )}
          </li>
        ))}
        {Array.from({ length: empty }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: empty slots have nothing else to key on
          <li key={`empty-${i}`} className="tp-picked-item is-empty" aria-label="Empty slot">
            <span className="tp-empty-slot" aria-hidden="true">
              {team.length + i + 1}
            </span>
            <span className="text-secondary small">Pick a castaway</span>
          </li>
        ))}
      </ol>
      {children}
    </section>
  );
}
