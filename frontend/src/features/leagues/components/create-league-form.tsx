import {
  CreateLeagueRequestSchema,
  type CreateLeagueResponse,
  MESSAGES,
  PAYMENT_METHODS,
  StartLeagueRequestSchema,
} from '@tribal/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { Alert, Button, Card, Col, Form, InputGroup, Row, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import { startLeague } from '@/features/leagues/api/start-league';
import { useSeasons } from '@/hooks/use-seasons';
import { useWriteKey } from '@/hooks/use-write-key';
import { errorMessage } from '@/lib/api-client';
import { createLeague } from '../api/create-league';
import { LeagueTextField } from './league-text-field';

interface TribeDraft {
  key: number;
  name: string;
  color: string;
}

/** Spec §3: a tribe's colour defaults to white. */
const DEFAULT_TRIBE_COLOR = 'white';
const TRIBE_COLOR_REQUIRED = 'Each tribe needs a color.';

interface CreateLeagueFormProps {
  /**
   * Issue 20, `/create`: anyone starts a league. The same form asks for the commissioner's email and their own
   * entry too, and the league waits for the emailed activation link.
   */
  selfServe?: boolean;
}

export function CreateLeagueForm({ selfServe = false }: CreateLeagueFormProps) {
  const nextKey = useRef(1);
  const newTribe = (): TribeDraft => ({ key: nextKey.current++, name: '', color: DEFAULT_TRIBE_COLOR });

  const [leagueName, setLeagueName] = useState('');
  const [commissionerName, setCommissionerName] = useState('');
  const [password, setPassword] = useState('');
  const seasons = useSeasons();
  const [chosenSeason, setSeason] = useState<number>();
  // The season airing now, else the next, else the latest, until the admin picks another.
  const season = chosenSeason ?? seasons.defaultSeason;
  const [tribes, setTribes] = useState<TribeDraft[]>(() => [newTribe()]);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreateLeagueResponse | null>(null);
  const [commissionerEmail, setCommissionerEmail] = useState('');
  const [userName, setUserName] = useState('');
  const [realName, setRealName] = useState('');
  const [paymentMethod, setPaymentMethod] = useState('');
  const [started, setStarted] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const startKey = useWriteKey();

  const updateTribe = (key: number, change: Partial<TribeDraft>) =>
    setTribes((current) => current.map((tribe) => (tribe.key === key ? { ...tribe, ...change } : tribe)));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setCreated(null);
    if (tribes.some((tribe) => !tribe.color.trim())) {
      setError(TRIBE_COLOR_REQUIRED);
      return;
    }
    const request = {
      leagueName,
      commissionerName,
      password,
      season,
      tribes: tribes.map(({ name, color }) => ({ name, color })),
    };
    if (selfServe) {
      const entry = { commissionerEmail, userName, survivorName: userName, realName, paymentMethod };
      const checkedStart = StartLeagueRequestSchema.safeParse({ ...request, ...entry });
      if (!checkedStart.success) {
        setError(checkedStart.error.issues[0]?.message ?? MESSAGES.failedToCreateLeague);
        return;
      }
      setError(null);
      setSubmitting(true);
      try {
        // Sent again after a lost answer, the same start carries the same key: 202 again, not "already started".
        setStarted((await startLeague(checkedStart.data, startKey.keyFor(checkedStart.data))).message);
        startKey.done();
      } catch (failure) {
        setError(errorMessage(failure, MESSAGES.failedToCreateLeague));
      } finally {
        setSubmitting(false);
      }
      return;
    }
    // The same schema the server validates with, so both say the same words (spec §5: all required).
    const checked = CreateLeagueRequestSchema.safeParse(request);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? MESSAGES.failedToCreateLeague);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const league = await createLeague(checked.data);
      setCreated(league);
      setLeagueName('');
      setCommissionerName('');
      setPassword('');
      setTribes([newTribe()]);
    } catch (failure) {
      setError(errorMessage(failure, MESSAGES.failedToCreateLeague));
    } finally {
      setSubmitting(false);
    }
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
        {started && (
          <Alert variant="success" role="status">
            {started}
          </Alert>
        )}
        {error && (
          <Alert variant="danger" role="alert">
            {error}
          </Alert>
        )}
        <Form noValidate onSubmit={submit}>
          <Row className="g-3 mb-3">
            <LeagueTextField
              controlId="create-league-name"
              label="League Name"
              value={leagueName}
              onChange={setLeagueName}
              md={6}
              maxLength={80}
            />
            <LeagueTextField
              controlId="create-commissioner-name"
              label="Commissioner Name"
              value={commissionerName}
              onChange={setCommissionerName}
              md={6}
              maxLength={60}
            />
            {selfServe && (
              <LeagueTextField
                controlId="create-commissioner-email"
                label="Commissioner Email"
                value={commissionerEmail}
                onChange={setCommissionerEmail}
                md={6}
                type="email"
                autoComplete="email"
                maxLength={254}
                help="The activation link goes here; you sign in to manage the league with it."
              />
            )}
            <LeagueTextField
              controlId="create-league-password"
              label="League Password"
              value={password}
              onChange={setPassword}
              md={6}
              type="password"
              autoComplete="new-password"
              help="The league's join code: members need it to join. League Settings shows the invite link that carries it."
            />
            <Col md={6}>
              <Form.Group controlId="create-season">
                <Form.Label>Season</Form.Label>
                <Form.Select value={season ?? ''} onChange={(e) => setSeason(Number(e.target.value))}>
                  {(seasons.seasons ?? []).map((value) => (
                    <option key={value.number} value={value.number}>
                      Season {value.number}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
          </Row>

          <fieldset className="mb-4">
            <legend className="h6 fw-semibold">Tribes</legend>
            {tribes.map((tribe, index) => {
              const n = index + 1;
              return (
                <Row key={tribe.key} className="g-2 mb-2 align-items-end tp-tribe-row">
                  <Col xs={12} sm={6}>
                    <Form.Label htmlFor={`tribe-${tribe.key}-name`} className="small mb-1">
                      Tribe {n} Name
                    </Form.Label>
                    <Form.Control
                      id={`tribe-${tribe.key}-name`}
                      value={tribe.name}
                      onChange={(e) => updateTribe(tribe.key, { name: e.target.value })}
                      maxLength={60}
                    />
                  </Col>
                  <Col xs={8} sm={4}>
                    <Form.Label htmlFor={`tribe-${tribe.key}-color`} className="small mb-1">
                      Tribe {n} Color
                    </Form.Label>
                    <InputGroup>
                      <InputGroup.Text className="p-1">
                        <span className="tp-color-swatch" style={{ background: tribe.color }} aria-hidden="true" />
                      </InputGroup.Text>
                      <Form.Control
                        id={`tribe-${tribe.key}-color`}
                        value={tribe.color}
                        onChange={(e) => updateTribe(tribe.key, { color: e.target.value })}
                        maxLength={40}
                      />
                    </InputGroup>
                  </Col>
                  <Col xs={4} sm={2}>
                    <Button
                      variant="outline-danger"
                      className="w-100"
                      onClick={() => setTribes((current) => current.filter((t) => t.key !== tribe.key))}
                      aria-label={`Remove tribe ${n}`}
                    >
                      Remove
                    </Button>
                  </Col>
                </Row>
              );
            })}
            {tribes.length === 0 && <p className="text-secondary small">No tribes yet.</p>}
            <Button
              variant="outline-secondary"
              size="sm"
              onClick={() => setTribes((current) => [...current, newTribe()])}
            >
              Add Tribe
            </Button>
          </fieldset>

          {selfServe && (
            <fieldset className="mb-4">
              <legend className="h6 fw-semibold">Your Own Entry</legend>
              <Row className="g-3">
                <LeagueTextField
                  controlId="create-entry-name"
                  label="Survivor Name"
                  value={userName}
                  onChange={setUserName}
                  md={4}
                  maxLength={40}
                />
                <LeagueTextField
                  controlId="create-entry-real-name"
                  label="Real Name"
                  value={realName}
                  onChange={setRealName}
                  md={4}
                  autoComplete="name"
                  maxLength={80}
                />
                <Col md={4}>
                  <Form.Group controlId="create-entry-payment">
                    <Form.Label>Payment Method</Form.Label>
                    <Form.Select value={paymentMethod} onChange={(e) => setPaymentMethod(e.target.value)}>
                      <option value="">Choose…</option>
                      {PAYMENT_METHODS.map((method) => (
                        <option key={method} value={method}>
                          {method}
                        </option>
                      ))}
                    </Form.Select>
                  </Form.Group>
                </Col>
              </Row>
            </fieldset>
          )}

          <Button type="submit" variant="success" disabled={submitting}>
            {submitting && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {selfServe ? 'Start League' : 'Create League'}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
