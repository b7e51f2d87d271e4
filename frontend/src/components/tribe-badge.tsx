import './tribe-badge.css';

/** A tribe's name with its buff colour as a dot (any CSS colour the admin chose, so the text stays neutral). */
export function TribeBadge({ tribe, color }: { tribe: string; color?: string }) {
  if (!tribe || tribe === '-') return null;
  return (
    <span className="tp-tribe-badge">
      <span className="tp-tribe-dot" style={color ? { background: color } : undefined} aria-hidden="true" />
      {tribe}
    </span>
  );
}
