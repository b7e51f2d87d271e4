import { DRAFT_MESSAGES, LEAGUE_MANAGER_MESSAGES } from '@tribal/contracts';
import { type FormEvent, useState } from 'react';
import { Button, Card, Form, Spinner } from 'react-bootstrap';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { useSave } from '@/hooks/use-save';
import { can } from '@/lib/authorization';
import { formatEastern } from '@/lib/eastern-time';
import { easternInputToUtcIso, utcIsoToEasternInput } from '@/lib/eastern-time-input';
import { scopeAuth, useManageScope } from '@/lib/manage-scope';
import { setDraftDeadline } from '../api/set-draft-deadline';
import { LEAGUE_SETTINGS_MESSAGES } from '../league-settings-messages';

interface DraftDeadlineFormProps {
  leagueId: string;
  draftDeadline: string | null;
  onSaved: (draftDeadline: string | null) => void;
}

/** The draft locks at this instant; entered and shown in US Eastern time, stored as UTC. */
export function DraftDeadlineForm({ leagueId, draftDeadline, onSaved }: DraftDeadlineFormProps) {
  const scope = useManageScope();
  const auth = scopeAuth(scope);
  const [value, setValue] = useState(() => utcIsoToEasternInput(draftDeadline));
  // Issue 33: once the deadline has passed, only the site admin moves or removes it (that would re-open drafting).
  const [now] = useState(() => Date.now());
  const locked = !can(scope, 'deadlines:move-passed') && draftDeadline !== null && Date.parse(draftDeadline) <= now;
  const { saving, notice, setNotice, save } = useSave();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const iso = value ? easternInputToUtcIso(value) : null;
    if (value && !iso) {
      setNotice({ variant: 'danger', text: LEAGUE_SETTINGS_MESSAGES.failedToSetDeadline });
      return;
    }
    await save(() => setDraftDeadline(leagueId, iso, auth), {
      success: (answer) => answer?.message || DRAFT_MESSAGES.draftDeadlineUpdated,
      failure: LEAGUE_SETTINGS_MESSAGES.failedToSetDeadline,
      onSaved: () => onSaved(iso),
    });
  }

  return (
    <Card className="tp-card shadow-sm h-100">
      <Card.Body className="p-3 p-md-4">
        <h2 className="h5 mb-3">Draft Deadline</h2>
        <NoticeAlert notice={notice} />
        <Form noValidate onSubmit={submit} aria-label="Draft deadline">
          <Form.Group controlId="draft-deadline" className="mb-3">
            <Form.Label>Draft Deadline (Eastern Time)</Form.Label>
            <Form.Control
              type="datetime-local"
              value={value}
              disabled={locked}
              onChange={(e) => setValue(e.target.value)}
            />
            <Form.Text>
              {draftDeadline ? `Currently ${formatEastern(draftDeadline)}.` : 'No deadline set.'}{' '}
              {locked ? LEAGUE_MANAGER_MESSAGES.draftDeadlinePassed : 'Leave empty to remove the deadline.'}
            </Form.Text>
          </Form.Group>
          <Button type="submit" variant="primary" disabled={saving || locked}>
            {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Set Draft Deadline
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
