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
  const firstName = castaway.name.split(' ')[0];
  const caption = out ? `Out ep ${outIn}` : tribe;
  // The name starts with the words on the tile (WCAG 2.5.3 label in name: a voice user says what they see).
  const seen = `${firstName} ${caption}`;
  return (
    <button
      type="button"
      className={`tp-live-tile${flash ? ' is-flash' : ''}${out ? ' is-out' : ''}`}
      disabled={out || busy}
      onClick={onTap}
      aria-label={
        out ? `${seen}: ${castaway.name}, voted out in episode ${outIn}` : `${seen}. ${actionLabel}: ${castaway.name}`
      }
    >
      <CastawayAvatar name={castaway.name} imageUrl={castaway.imageUrl} size="lg" className="tp-live-portrait" />
      <span className="tp-live-name">{firstName}</span> <span className="tp-live-tribe">{caption}</span>
      {busy && <span className="tp-live-busy" aria-hidden="true" />}
    </button>
  );
}
