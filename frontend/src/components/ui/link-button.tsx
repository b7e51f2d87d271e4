import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface LinkButtonProps {
  to: string;
  children: ReactNode;
  variant?: string;
  size?: 'sm' | 'lg';
  className?: string;
  onClick?: () => void;
  /** the router state the page opened reads (why it was opened) */
  state?: unknown;
}

/** A router link that looks like a Bootstrap button (navigation stays a link for screen readers and tests). */
export function LinkButton({ to, children, variant = 'primary', size, className, onClick, state }: LinkButtonProps) {
  const classes = ['btn', `btn-${variant}`, size && `btn-${size}`, className].filter(Boolean).join(' ');
  return (
    <Link to={to} className={classes} onClick={onClick} state={state}>
      {children}
    </Link>
  );
}
