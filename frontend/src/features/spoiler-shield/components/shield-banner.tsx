import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { formatInZone } from '@/lib/eastern-time';
import type { SpoilerShield } from '../hooks/use-spoiler-shield';

interface ShieldBannerProps {
  shield: SpoilerShield;
  /** live updates that arrived and are held while the episode is hidden */
  held?: number;
  /** what the page shows instead, e.g. 'Standings as of episode 4.' */
  showing: string;
  /** offer "Replay episode N" (the standings page); without it Reveal jumps to now */
  onReplay?: (episode: number) => void;
}

/** Says which episode is hidden and until when; Reveal offers jumping to now or replaying the episode. */
export function ShieldBanner({ shield, held = 0, showing, onReplay }: ShieldBannerProps) {
  const [choosing, setChoosing] = useState(false);
  const episode = shield.hiddenFrom;
  if (episode === null) return null;
  return (
    <Alert variant="dark" className="tp-shield-banner" role="status" aria-label="Spoiler shield">
      <div className="tp-shield-text">
        <strong>Episode {episode} is hidden</strong>
        {shield.hiddenUntil !== null && (
          <> until it has aired in your time zone ({formatInZone(shield.hiddenUntil, shield.timeZone)})</>
        )}
        . {showing}
        {held > 0 && (
          <span className="tp-shield-held">
            {' '}
            {held} live {held === 1 ? 'update' : 'updates'} held.
          </span>
        )}
      </div>
      <div className="tp-shield-actions">
        {!choosing ? (
          <Button size="sm" variant="light" onClick={() => setChoosing(true)}>
            Reveal
          </Button>
        ) : (
          <>
            <Button size="sm" variant="warning" onClick={shield.revealAll}>
              Jump to now
            </Button>
            {onReplay && (
              <Button size="sm" variant="light" onClick={() => onReplay(episode)}>
                Replay episode {episode}
              </Button>
            )}
            <Button size="sm" variant="link" onClick={() => setChoosing(false)}>
              Cancel
            </Button>
          </>
        )}
      </div>
    </Alert>
  );
}
