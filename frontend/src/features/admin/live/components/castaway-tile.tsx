import type { Castaway } from '@tribal/contracts';
import { CastawayAvatar } from '@/components/castaway-avatar';

interface CastawayTileProps {
  castaway: Castaway;
  tribe: string;
  /** the episode the castaway went home in, when no longer in the game */
  outIn?: number;
  busy: boolean;
  flash: boolean;
  actionLabel: string;
  onTap: () => void;
}

/** A castaway as one big tap target: portrait, first name, tribe. */
export function CastawayTile({ castaway, tribe, outIn, busy, flash, actionLabel, onTap }: CastawayTileProps) {
  const out = outIn !== undefined;
  return (
    <button
      type="button"
      className={`tp-live-tile${flash ? ' is-flash' : ''}${out ? ' is-out' : ''}`}
      disabled={out || busy}
      onClick={onTap}
      aria-label={out ? `${castaway.name}, voted out in episode ${outIn}` : `${actionLabel}: ${castaway.name}`}
    >
      <CastawayAvatar name={castaway.name} imageUrl={castaway.imageUrl} size="lg" className="tp-live-portrait" />
      <span className="tp-live-name">{castaway.name.split(' ')[0]}</span>
      <span className="tp-live-tribe">{out ? `Out ep ${outIn}` : tribe}</span>
      {busy && <span className="tp-live-busy" aria-hidden="true" />}
    </button>
  );
}
