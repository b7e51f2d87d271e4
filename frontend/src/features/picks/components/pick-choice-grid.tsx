import type { Castaway } from '@tribal/contracts';
import { CastawayAvatar } from '@/components/castaway-avatar';

interface PickChoiceGridProps {
  castaways: readonly Castaway[];
  selected: number | null;
  disabled: boolean;
  onSelect: (castawayId: number) => void;
}

/** The castaways still in the game, each a radio choice with their picture. */
export function PickChoiceGrid({ castaways, selected, disabled, onSelect }: PickChoiceGridProps) {
  return (
    <fieldset disabled={disabled}>
      <legend className="h6 fw-bold mb-2">Who will be voted out?</legend>
      {castaways.length === 0 ? (
        <p className="text-secondary small mb-0">No castaways to choose from.</p>
      ) : (
        <div className="tp-elim-grid">
          {castaways.map((castaway) => (
            <label key={castaway.id} className="tp-elim-choice">
              <input
                type="radio"
                name="elimination-pick"
                value={castaway.id}
                checked={selected === castaway.id}
                onChange={() => onSelect(castaway.id)}
              />
              <CastawayAvatar name={castaway.name} imageUrl={castaway.imageUrl} size="md" />
              <span className="tp-elim-text">
                <span className="tp-elim-name">{castaway.name}</span>
                <span className="tp-elim-meta">
                  {castaway.occupation}
                  {castaway.tribe && castaway.tribe !== '-' ? ` · ${castaway.tribe}` : ''}
                </span>
              </span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
