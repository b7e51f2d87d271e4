import { useState } from 'react';
import './castaway-avatar.css';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

interface CastawayAvatarProps {
  name: string;
  imageUrl?: string;
  /** sm: in a team list; md: accordion headers and picked lists; lg: draft cards and the castaway page. */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * A castaway's picture; initials stand in when there is none or it fails to load. Always decorative (`alt=""`):
 * every screen that shows it writes the castaway's name beside it, so a screen reader reads the name once, not
 * twice, and axe finds no image without a text alternative. Show the name next to it wherever you use it.
 */
export function CastawayAvatar({ name, imageUrl, size = 'sm', className }: CastawayAvatarProps) {
  const [broken, setBroken] = useState(false);
  const classes = ['tp-castaway-avatar', `tp-avatar-${size}`, className].filter(Boolean).join(' ');
  if (imageUrl && !broken) {
    return <img src={imageUrl} alt="" className={classes} loading="lazy" onError={() => setBroken(true)} />;
  }
  return (
    <span className={`${classes} tp-castaway-initials`} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
