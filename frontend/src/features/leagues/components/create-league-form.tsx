import { CreateLeagueRequestSchema, type CreateLeagueResponse, MESSAGES } from '@tribal/contracts';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { firstIssue } from '@/hooks/use-save';
import { createLeague } from '../api/create-league';
import { useLeagueForm } from '../hooks/use-league-form';
import { LeagueFields } from './league-fields';
import { TribeFields } from './tribe-fields';

/** The admin's Create League (spec §3): the league is live at once, and the form empties for the next one. */
export function CreateLeagueForm() {
  const form = useLeagueForm();
  const [created, setCreated] = useState<CreateLeagueResponse | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setCreated(null);
    const tribeProblem = form.tribeProblem();
    if (tribeProblem) return form.refuse(tribeProblem);
    // The same schema the server validates with, so both say the same words (spec §5: all required).
    const checked = CreateLeagueRequestSchema.safeParse(form.request());
    if (!checked.success) return form.refuse(firstIssue(checked.error, MESSAGES.failedToCreateLeague));
    const request = checked.data;
    void form.save(() => createLeague(request), {
      failure: MESSAGES.failedToCreateLeague,
      onSaved: (league) => {
        setCreated(league);
        form.reset();
      },
    });
  }

  return (
    <Card className="tp-card shadow-sm">
      <Card.Body className="p-4">
        {created && (
          <Alert
            variant="success"
            role="status"
            className="d-flex flex-column flex-sm-row justify-content-between gap-2"
          >
            <span>League &quot;{created.name}&quot; created successfully!</span>
            <Link to={`/league/${encodeURIComponent(created.id)}`} className="alert-link">
              View its standings
            </Link>
          </Alert>
        )}
        <NoticeAlert notice={form.notice} />
        <Form noValidate onSubmit={submit}>
          <LeagueFields form={form} />
          <TribeFields form={form} />
          <Button type="submit" variant="success" disabled={form.saving}>
            {form.saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Create League
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
