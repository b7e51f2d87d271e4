import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';
import { SignInLinkForm } from './sign-in-link-form';

interface SignInCardProps {
  title?: string;
  /** other ways in, under the form (a passkey) */
  children?: ReactNode;
}

/** Signing in, once per device: every entry joined with the email and every league it runs, on this device too. */
export function SignInCard({ title = 'Sign in to see all your leagues', children }: SignInCardProps) {
  return (
    <Card className="tp-card shadow-sm">
      <Card.Body className="p-4">
        <h2 className="h5 mb-1">{title}</h2>
        <p className="text-secondary small">
          One sign-in per device, no password: we email you a link that works once, for 15 minutes. Every entry you
          joined with that email, and every league you run, then shows up here.
        </p>
        <SignInLinkForm />
        {children}
      </Card.Body>
    </Card>
  );
}
