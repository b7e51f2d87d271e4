import { MESSAGES, type UserByEmail } from '@tribal/contracts';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Card, Form, InputGroup, ListGroup, Spinner } from 'react-bootstrap';
import { errorMessage } from '@/lib/api-client';
import { getUsersByEmail } from '../api/get-users-by-email';

interface FindEntriesFormProps {
  onChoose: (entry: UserByEmail, email: string) => void;
}

/** Finds the entries joined with an email, so a member on a new device can pick theirs again. */
export function FindEntriesForm({ onChoose }: FindEntriesFormProps) {
  const [email, setEmail] = useState('');
  const [searchedEmail, setSearchedEmail] = useState('');
  const [entries, setEntries] = useState<UserByEmail[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = email.trim();
    setEntries(null);
    if (!wanted) {
      setError(MESSAGES.enterEmailToFind);
      return;
    }
    setError(null);
    setSearching(true);
    try {
      const { users } = await getUsersByEmail(wanted);
      if (users.length === 0) setError(MESSAGES.noUsersWithEmail);
      else {
        setEntries(users);
        setSearchedEmail(wanted);
      }
    } catch (failure) {
      setError(errorMessage(failure, MESSAGES.noUsersWithEmail));
    } finally {
      setSearching(false);
    }
  }

  return (
    <Card className="tp-card shadow-sm">
      <Card.Body className="p-4">
        <h2 className="h5 mb-1">Already joined?</h2>
        <p className="text-secondary small">Find your entries by the email you joined with.</p>
        <Form noValidate onSubmit={submit} aria-label="Find entries by email">
          <Form.Label htmlFor="find-email">Email to find</Form.Label>
          <InputGroup>
            <Form.Control
              id="find-email"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              autoComplete="email"
              inputMode="email"
            />
            <Button type="submit" variant="outline-primary" disabled={searching}>
              {searching && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
              Find
            </Button>
          </InputGroup>
        </Form>
        {error && (
          <Alert variant="warning" className="mt-3 mb-0" role="alert">
            {error}
          </Alert>
        )}
        {entries && (
          <ListGroup as="ul" className="mt-3" aria-label="Entries found">
            {entries.map((entry) => (
              <ListGroup.Item
                as="li"
                key={`${entry.leagueId}/${entry.userName}`}
                className="d-flex justify-content-between align-items-center gap-2"
              >
                <div>
                  <div className="fw-semibold">{entry.userName}</div>
                  <div className="small text-secondary">
                    {entry.leagueName} · {entry.realName}
                  </div>
                </div>
                <Button
                  size="sm"
                  variant="primary"
                  onClick={() => onChoose(entry, searchedEmail)}
                  aria-label={`View standings as ${entry.userName} in ${entry.leagueName}`}
                >
                  View Standings
                </Button>
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </Card.Body>
    </Card>
  );
}
