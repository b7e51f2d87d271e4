import type { Castaway } from '@tribal/contracts';
import { CastawayAvatar } from '@/components/castaway-avatar';
import { TribeBadge } from '@/components/tribe-badge';

interface CastawayPickCardProps {
  castaway: Castaway;
  picked: boolean;
  /** Locked drafts show the cast without taking picks. */
  disabled: boolean;
  tribeColor?: string;
  onToggle: (castaway: Castaway) => void;
}

/** One castaway to draft: picture, name, age, occupation, tribe. Pressing it adds them (or takes them back out). */
export function CastawayPickCard({ castaway, picked, disabled, tribeColor, onToggle }: CastawayPickCardProps) {
  return (
    <button
      type="button"
      className={`tp-pick-card ${picked ? 'is-picked' : ''}`}
      aria-pressed={picked}
      disabled={disabled}
      onClick={() => onToggle(castaway)}
      data-castaway-id={castaway.id}
    >
      <CastawayAvatar name={castaway.name} imageUrl={castaway.imageUrl} size="lg" className="tp-pick-photo" />
      <span className="tp-pick-body">
        <span className="tp-pick-name">{castaway.name}</span>
        <span className="tp-pick-meta">
          {castaway.age} · {castaway.occupation}
        </span>
        <TribeBadge tribe={castaway.tribe} color={tribeColor} />
      </span>
      {picked && (
        <span className="tp-pick-check" aria-hidden="true">
          ✓
        </span>
      )}
    </button>
  );
}
