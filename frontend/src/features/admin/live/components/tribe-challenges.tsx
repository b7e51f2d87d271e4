import { HAPPENING_LABELS, type TribeHappeningKind } from '@tribal/contracts';
import { Button } from 'react-bootstrap';
import { tapKeys } from '../hooks/use-live-scoring';

const TRIBE_CHALLENGES: readonly { kind: TribeHappeningKind; label: string; spoken: string }[] = [
  { kind: 'tribeImmunityWin', label: HAPPENING_LABELS.tribeImmunityWin, spoken: 'won immunity' },
  { kind: 'tribeRewardWin', label: HAPPENING_LABELS.tribeRewardWin, spoken: 'won reward' },
];

interface TribeChallengesProps {
  tribes: readonly string[];
  busy: string | null;
  flash: string | null;
  onTap(kind: TribeHappeningKind, tribe: string): void;
}

/** One tile per tribe still in the game, with its immunity and reward win as two big buttons. */
export function TribeChallenges({ tribes, busy, flash, onTap }: TribeChallengesProps) {
  return (
    <section aria-labelledby="tp-live-tribes">
      <h2 id="tp-live-tribes" className="tp-live-heading">
        Tribe challenges
      </h2>
      <div className="tp-live-tribe-grid">
        {tribes.map((tribe) => (
          <div key={tribe} className="tp-live-tribe-tile">
            <span className="tp-live-tribe-name">{tribe}</span>
            {TRIBE_CHALLENGES.map(({ kind, label, spoken }) => (
              <Button
                key={kind}
                variant={flash === tapKeys.tribe(kind, tribe) ? 'success' : 'light'}
                className="tp-live-big"
                disabled={busy !== null}
                aria-label={`${tribe} ${spoken}`}
                onClick={() => onTap(kind, tribe)}
              >
                {label}
              </Button>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
