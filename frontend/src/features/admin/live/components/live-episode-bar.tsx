import { Button } from 'react-bootstrap';
import { LiveIndicator } from '@/components/live-indicator';
import { SeasonSelect } from '@/components/season-select';

interface LiveEpisodeBarProps {
  season: number;
  onSeasonChange(season: number): void;
  episode: number;
  onStep(delta: number): void;
  isLive: boolean;
}

/** The season, the episode stepper and whether the screen is receiving pushes, in one row above the tiles. */
export function LiveEpisodeBar({ season, onSeasonChange, episode, onStep, isLive }: LiveEpisodeBarProps) {
  return (
    <div className="tp-live-top">
      <SeasonSelect season={season} onChange={onSeasonChange} />
      <fieldset className="tp-live-episode" aria-label="Episode">
        <Button variant="outline-dark" onClick={() => onStep(-1)} aria-label="Previous episode">
          −
        </Button>
        <span className="tp-live-episode-number" aria-live="polite">
          Ep {episode}
        </span>
        <Button variant="outline-dark" onClick={() => onStep(1)} aria-label="Next episode">
          +
        </Button>
      </fieldset>
      <LiveIndicator status={isLive ? 'live' : 'reconnecting'} />
    </div>
  );
}
