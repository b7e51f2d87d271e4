import { PUSH_MESSAGES } from '@tribal/contracts';
import { Button, Offcanvas } from 'react-bootstrap';

/**
 * Safari on an iPhone or iPad takes notifications only from a home-screen app (iOS 16.4+): the sheet walks the
 * person through adding it, from the bottom of the screen where their thumb is.
 */
export function IphonePushSheet({ show, onClose }: { show: boolean; onClose: () => void }) {
  return (
    <Offcanvas
      show={show}
      onHide={onClose}
      placement="bottom"
      className="tp-iphone-sheet"
      aria-labelledby="tp-iphone-sheet-title"
    >
      <Offcanvas.Header closeButton closeLabel="Close">
        <Offcanvas.Title id="tp-iphone-sheet-title" as="h2" className="h5">
          Notifications on iPhone
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <p>{PUSH_MESSAGES.iphoneAddToHomeScreen}</p>
        <ol className="tp-iphone-steps">
          <li>
            Tap <strong>Share</strong> <ShareIcon /> in Safari’s toolbar.
          </li>
          <li>
            Scroll down, tap <strong>Add to Home Screen</strong>, then <strong>Add</strong>.
          </li>
          <li>
            Open <strong>Tribal Pool</strong> from your home screen, sign in, and turn on notifications on My Leagues.
          </li>
        </ol>
        <Button size="lg" className="w-100" onClick={onClose}>
          Got it
        </Button>
      </Offcanvas.Body>
    </Offcanvas>
  );
}

/** Safari's Share symbol (a box with an arrow up), so the step points at what the person sees. */
function ShareIcon() {
  return (
    <svg width="18" height="22" viewBox="0 0 18 22" aria-hidden="true" className="tp-share-icon">
      <path
        d="M9 1v13M4.5 5.5 9 1l4.5 4.5M6 8H2.5a1 1 0 0 0-1 1v10.5a1 1 0 0 0 1 1h13a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1H12"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
