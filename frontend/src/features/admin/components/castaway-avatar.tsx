import './admin.css';
import { useState } from 'react';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/** A castaway's picture; initials stand in when there is none or it fails to load. */
export function CastawayAvatar({ name, imageUrl, size = 40 }: { name: string; imageUrl: string; size?: number }) {
  const [broken, setBroken] = useState(false);
  const style = { width: size, height: size };
  if (imageUrl && !broken) {
    return (
      <img
        src={imageUrl}
        alt={name}
        className="tp-admin-avatar"
        style={style}
        loading="lazy"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span className="tp-admin-avatar tp-admin-avatar-initials" style={style} role="img" aria-label={name}>
      {initials(name)}
    </span>
  );
}
