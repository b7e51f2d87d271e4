/** Places gained (▲, green) or lost (▼, red) since the previous scored episode; a dash when unchanged. */
export function MovementIndicator({ movement }: { movement: number }) {
  if (movement > 0) {
    return (
      <span className="tp-movement is-up" title={`Up ${movement} since the last episode`}>
        <span aria-hidden="true">▲{movement}</span>
        <span className="visually-hidden">up {movement}</span>
      </span>
    );
  }
  if (movement < 0) {
    return (
      <span className="tp-movement is-down" title={`Down ${-movement} since the last episode`}>
        <span aria-hidden="true">▼{-movement}</span>
        <span className="visually-hidden">down {-movement}</span>
      </span>
    );
  }
  return (
    <span className="tp-movement is-same" title="No change since the last episode">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">no change</span>
    </span>
  );
}
