import { useRegisterSW } from 'virtual:pwa-register/react';
import { OFFLINE_MESSAGES } from '@tribal/contracts';
import { Button } from 'react-bootstrap';
import './update-bar.css';

/**
 * A new release is waiting (its service worker installed, the old one still in charge): a small bar says so, and
 * only the person's tap on "Reload" switches, so no code is swapped under someone half way through a pick.
 */
export function UpdateBar() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  return <UpdateReady visible={needRefresh} onReload={() => void updateServiceWorker(true)} />;
}

/** The bar itself, apart from the service worker (its own test shows it). */
export function UpdateReady({ visible, onReload }: { visible: boolean; onReload: () => void }) {
  if (!visible) return null;
  return (
    <section className="tp-update-bar shadow" aria-label={OFFLINE_MESSAGES.updateReady}>
      <span role="status">{OFFLINE_MESSAGES.updateReady}</span>
      <Button size="sm" variant="warning" onClick={onReload}>
        {OFFLINE_MESSAGES.reload}
      </Button>
    </section>
  );
}
