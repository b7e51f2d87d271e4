import type { Castaway } from '@tribal/contracts';
import { CastawayAvatar } from '@/components/castaway-avatar';

interface SwapChoiceListProps {
  /** radio group name */
  name: string;
  legend: string;
  castaways: Castaway[];
  selected: number | null;
  disabled: boolean;
  onSelect: (castawayId: number) => void;
  scrollable?: boolean;
}

/** One side of the swap: a radio list of castaways with their pictures. */
export function SwapChoiceList({
  name,
  legend,
  castaways,
  selected,
  disabled,
  onSelect,
  scrollable,
}: SwapChoiceListProps) {
  return (
    <fieldset disabled={disabled}>
      <legend className="h6 fw-bold">{legend}</legend>
      {castaways.length === 0 ? (
        <p className="text-secondary small">Nobody to choose.</p>
      ) : (
        <div className={`tp-swap-choices ${scrollable ? 'tp-swap-list' : ''}`}>
          {castaways.map((castaway) => (
            <label key={castaway.id} className="tp-swap-choice">
              <input
                type="radio"
                name={name}
                value={castaway.id}
                checked={selected === castaway.id}
                onChange={() => onSelect(castaway.id)}
              />
              <CastawayAvatar name={castaway.name} imageUrl={castaway.imageUrl} size="md" />
              <span>
                <span className="d-block fw-semibold">{castaway.name}</span>
                <span className="d-block small text-secondary">
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
