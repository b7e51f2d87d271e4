import './movement-indicator.css';

/**
 * Places gained (▲, green) or lost (▼, red); a dash when unchanged. `since` says against what: the standings
 * compare with the previous scored episode, the scoring table's preview with today's standings.
 */
export function MovementIndicator({
  movement,
  since = 'since the last episode',
}: {
  movement: number;
  since?: string;
}) {
  if (movement > 0) {
    return (
      <span className="tp-movement is-up" title={`Up ${movement} ${since}`}>
        <span aria-hidden="true">▲{movement}</span>
        <span className="visually-hidden">up {movement}</span>
      </span>
    );
  }
  if (movement < 0) {
    return (
      <span className="tp-movement is-down" title={`Down ${-movement} ${since}`}>
        <span aria-hidden="true">▼{-movement}</span>
        <span className="visually-hidden">down {-movement}</span>
      </span>
    );
  }
  return (
    <span className="tp-movement is-same" title={`No change ${since}`}>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">no change</span>
    </span>
  );
}
