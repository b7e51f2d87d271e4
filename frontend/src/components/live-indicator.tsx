import './live-indicator.css';

export type LiveIndicatorStatus = 'live' | 'reconnecting';

/** Green dot when changes arrive live; grey while the socket is (re)connecting. */
export function LiveIndicator({ status }: { status: LiveIndicatorStatus }) {
  const live = status === 'live';
  return (
    <span
      role="status"
      aria-live="polite"
      className={`tp-live-indicator ${live ? 'is-live' : 'is-offline'}`}
      title={live ? 'Standings update live' : 'Trying to reach the live feed'}
    >
      <span className="tp-live-dot" aria-hidden="true" />
      {live ? 'Live' : 'Reconnecting…'}
    </span>
  );
}
