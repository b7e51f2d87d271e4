import {
  NOTIFICATION_KIND_LABELS,
  type NotificationKind,
  type NotificationSettings,
  PUSH_MESSAGES,
  type LeagueNotificationSwitches as Switches,
} from '@tribal/contracts';
import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Card } from 'react-bootstrap';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { PageSpinner } from '@/components/ui/page-spinner';
import { SavingLabel } from '@/components/ui/saving-label';
import { useMe } from '@/lib/api/get-me';
import { errorMessage } from '@/lib/api-client';
import { useShieldStore } from '@/stores/spoiler-shield-store';
import { useNotificationSettings } from '../api/get-notification-settings';
import { saveNotificationSettings } from '../api/save-notification-settings';
import { type DevicePush, useDevicePush } from '../hooks/use-device-push';
import { browserPush, type PushBrowser } from '../utils/push-browser';
import { IphonePushSheet } from './iphone-push-sheet';
import { LeagueNotificationSwitches, type SwitchSave } from './league-notification-switches';
import '../notifications.css';

const FAILED_TO_LOAD = 'Could not load your notification settings.';
const failedToSave = (kind: NotificationKind) =>
  `Not saved: “${NOTIFICATION_KIND_LABELS[kind]}” is back as it was. Please try again.`;

/**
 * My Leagues' "Notifications on this device" (issue 30): this device's subscription turned on or off, and which
 * kinds each league sends. The switches are the person's, for every device they turned on.
 */
export function NotificationsCard({ browser = browserPush }: { browser?: PushBrowser }) {
  const device = useDevicePush(browser);
  const [sheetOpen, setSheetOpen] = useState(false);
  return (
    <Card className="tp-card shadow-sm tp-notifications-card">
      <Card.Body className="p-3 p-md-4">
        <h2 className="h5">Notifications on this device</h2>
        <DeviceSwitch device={device} onIphone={() => setSheetOpen(true)} />
        <IphonePushSheet show={sheetOpen} onClose={() => setSheetOpen(false)} />
        <LeagueSettings />
      </Card.Body>
    </Card>
  );
}

function DeviceSwitch({ device, onIphone }: { device: DevicePush; onIphone: () => void }) {
  const { status, busy, notice, turnOn, turnOff } = device;
  const shieldOn = useShieldStore((state) => state.enabled);
  return (
    <div className="mb-3">
      {status === 'checking' && <PageSpinner label="Checking this device…" />}
      {status === 'unsupported' && (
        <Alert variant="secondary" role="status">
          {PUSH_MESSAGES.pushUnsupported}
        </Alert>
      )}
      {status === 'iphoneAddToHomeScreen' && (
        <>
          <Alert variant="info" role="status">
            {PUSH_MESSAGES.iphoneAddToHomeScreen}
          </Alert>
          <Button size="lg" className="tp-push-action" onClick={onIphone}>
            Show me how
          </Button>
        </>
      )}
      {status === 'denied' && (
        <Alert variant="warning" role="alert">
          {PUSH_MESSAGES.permissionDenied}
        </Alert>
      )}
      {(status === 'off' || status === 'on') && (
        <p className="small text-secondary mb-2">
          {shieldOn
            ? 'The spoiler shield is on here: an episode’s results reach this device only once it has aired where you are.'
            : 'The spoiler shield is off here: an episode’s results reach this device as soon as they are in.'}
        </p>
      )}
      <NoticeAlert notice={notice} />
      {status === 'off' && (
        <Button size="lg" className="tp-push-action" onClick={() => void turnOn()} disabled={busy}>
          <SavingLabel saving={busy}>Turn on notifications</SavingLabel>
        </Button>
      )}
      {status === 'on' && (
        <div className="d-flex flex-wrap align-items-center gap-2">
          <Badge bg="success" className="tp-push-on">
            On for this device
          </Badge>
          <Button
            size="lg"
            variant="outline-secondary"
            className="tp-push-action"
            onClick={() => void turnOff()}
            disabled={busy}
          >
            <SavingLabel saving={busy}>Turn off on this device</SavingLabel>
          </Button>
        </div>
      )}
    </div>
  );
}

/** The person's leagues, each with its switches; a change is saved at once and says how it went. */
function LeagueSettings() {
  const loaded = useNotificationSettings();
  const me = useMe();
  const [settings, setSettings] = useState<NotificationSettings | null>(null);
  const [saving, setSaving] = useState<Record<string, NotificationKind | null>>({});
  const [outcomes, setOutcomes] = useState<Record<string, SwitchSave | null>>({});
  const latest = useRef(settings);
  latest.current = settings;

  useEffect(() => {
    if (loaded.status === 'success') setSettings(loaded.data);
  }, [loaded.status, loaded.data]);

  const names = new Map<string, string>();
  for (const league of [...(me.data?.entries ?? []), ...(me.data?.leaguesRun ?? [])]) {
    names.set(league.leagueId, league.leagueName);
  }

  const setSwitch = (leagueId: string, kind: NotificationKind, on: boolean) =>
    setSettings((before) => {
      const league = before?.leagues[leagueId];
      if (!before || !league) return before;
      return { leagues: { ...before.leagues, [leagueId]: { ...league, [kind]: on } } };
    });

  async function change(leagueId: string, kind: NotificationKind, on: boolean) {
    setSwitch(leagueId, kind, on);
    setSaving((before) => ({ ...before, [leagueId]: kind }));
    setOutcomes((before) => ({ ...before, [leagueId]: { state: 'saving' } }));
    try {
      const answer = await saveNotificationSettings({ leagues: { [leagueId]: { [kind]: on } } });
      // The server's word on this switch; the others may have changed meanwhile here.
      const saved = answer.leagues[leagueId]?.[kind];
      if (saved !== undefined) setSwitch(leagueId, kind, saved);
      setOutcomes((before) => ({ ...before, [leagueId]: { state: 'saved', text: PUSH_MESSAGES.notificationsSaved } }));
    } catch (caught) {
      setSwitch(leagueId, kind, !on);
      const text = errorMessage(caught, failedToSave(kind));
      setOutcomes((before) => ({ ...before, [leagueId]: { state: 'failed', text } }));
    } finally {
      setSaving((before) => ({ ...before, [leagueId]: null }));
    }
  }

  if (loaded.status === 'loading') return <PageSpinner label="Loading your notification settings…" />;
  if (loaded.status === 'error') {
    return (
      <Alert variant="danger" role="alert">
        {errorMessage(loaded.error, FAILED_TO_LOAD)}
      </Alert>
    );
  }
  const leagues = Object.entries(settings?.leagues ?? {}) as Array<[string, Switches]>;
  return (
    <section aria-labelledby="tp-push-by-league">
      <h3 id="tp-push-by-league" className="h6 text-uppercase text-secondary small mb-1">
        What each league sends
      </h3>
      <p className="small text-secondary">For every device where you turn notifications on.</p>
      {leagues.length === 0 && <p className="small">Join a league to choose its notifications.</p>}
      {leagues.map(([leagueId, switches]) => (
        <LeagueNotificationSwitches
          key={leagueId}
          leagueName={names.get(leagueId) ?? `League ${leagueId}`}
          switches={switches}
          saving={saving[leagueId] ?? null}
          outcome={outcomes[leagueId] ?? null}
          onChange={(kind, on) => void change(leagueId, kind, on)}
        />
      ))}
    </section>
  );
}
