import { CASTAWAY_TAP_CHOICES, type Castaway, type CastawayTapChoiceId } from '@tribal/contracts';
import { Button } from 'react-bootstrap';
import { tapKeys } from '../hooks/use-live-scoring';
import { CastawayTile } from './castaway-tile';

interface CastawayTapSectionProps {
  castaways: readonly Castaway[];
  episode: number;
  choice: CastawayTapChoiceId;
  choiceLabel: string;
  onChoose(choice: CastawayTapChoiceId): void;
  tribeOf(castawayId: number): string;
  outIn(castawayId: number): number | undefined;
  busy: string | null;
  flash: string | null;
  onTap(castawayId: number): void;
}

/** "What happened" chips, then every castaway as a tile: one tap records the chosen happening about them. */
export function CastawayTapSection(props: CastawayTapSectionProps) {
  const { castaways, episode, choice, choiceLabel, onChoose, tribeOf, outIn, busy, flash, onTap } = props;
  return (
    <section aria-labelledby="tp-live-castaways">
      <h2 id="tp-live-castaways" className="tp-live-heading">
        Tap a castaway: {choiceLabel}
      </h2>
      <fieldset className="tp-live-actions" aria-label="What happened">
        {CASTAWAY_TAP_CHOICES.map((c) => (
          <Button
            key={c.id}
            size="sm"
            variant={choice === c.id ? 'primary' : 'outline-primary'}
            aria-pressed={choice === c.id}
            onClick={() => onChoose(c.id)}
          >
            {c.label}
          </Button>
        ))}
      </fieldset>
      <div className="tp-live-grid">
        {castaways.map((c) => {
          const key = tapKeys.castaway(choice, c.id);
          const out = outIn(c.id);
          return (
            <CastawayTile
              key={c.id}
              castaway={c}
              tribe={tribeOf(c.id)}
              outIn={out !== undefined && out <= episode ? out : undefined}
              busy={busy === key}
              flash={flash === key}
              actionLabel={choiceLabel}
              onTap={() => onTap(c.id)}
            />
          );
        })}
      </div>
    </section>
  );
}
