import { type Castaway, SCORING_TABLE_MESSAGES, SOLE_SURVIVOR_PREDICTION_LABEL } from '@tribal/contracts';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Card, Form, Table } from 'react-bootstrap';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { PageSpinner } from '@/components/ui/page-spinner';
import { SavingLabel } from '@/components/ui/saving-label';
import { useSave } from '@/hooks/use-save';
import { errorMessage } from '@/lib/api-client';
import { formatEastern } from '@/lib/eastern-time';
import { formatPoints } from '@/lib/format-points';
import { usePredictions } from '../api/get-predictions';
import { submitPrediction } from '../api/submit-prediction';
import type { Picker } from './elimination-pick-form';

interface SoleSurvivorPredictionCardProps {
  leagueId: string;
  picker: Picker | null;
  castaways: readonly Castaway[];
  /** points of a right prediction (the league plays it: not 0) */
  points: number;
}

/**
 * Issue 32: name the castaway who will win, sealed like a weekly pick and changeable until the deadline; after it,
 * everyone's predictions. The server decides what is sealed and when it closes; this card shows its answer.
 */
export function SoleSurvivorPredictionCard({ leagueId, picker, castaways, points }: SoleSurvivorPredictionCardProps) {
  const predictions = usePredictions(leagueId, picker?.entryToken, true);
  const own = picker ? predictions.data?.predictions.find((p) => p.userName === picker.userName) : undefined;
  const [choice, setChoice] = useState<string>('');
  const { saving, notice, setNotice, save } = useSave();
  const chosen = choice || (own ? String(own.castawayId) : '');
  const deadline = predictions.data?.deadline ?? null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!picker || !chosen) return;
    await save(() => submitPrediction(leagueId, { castawayId: Number(chosen) }, picker.entryToken), {
      success: (answer) => answer?.message || SCORING_TABLE_MESSAGES.predictionSaved,
      failure: SCORING_TABLE_MESSAGES.predictionClosed,
      onSaved: () => {
        setChoice('');
        void predictions.refetch();
      },
    });
  }

  return (
    <Card className="tp-card shadow-sm mt-4" as="section" aria-labelledby="sole-survivor-prediction-heading">
      <Card.Body className="p-3 p-sm-4">
        <h2 id="sole-survivor-prediction-heading" className="h5 mb-1">
          {SOLE_SURVIVOR_PREDICTION_LABEL}
        </h2>
        <p className="small text-secondary">
          Who will be the Sole Survivor? A right prediction is worth {formatPoints(points)} points at the finale.
          {deadline && ` Predictions close ${formatEastern(deadline)}.`}
        </p>
        {predictions.isPending && <PageSpinner label="Loading predictions…" />}
        {predictions.isError && (
          <Alert variant="danger" className="mb-0">
            {errorMessage(predictions.error, 'Could not load the predictions.')}
          </Alert>
        )}
        {predictions.isSuccess && predictions.data.sealed && (
          <>
            <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
            {own && (
              <p className="mb-2" data-testid="own-prediction">
                Your prediction: <strong>{own.castawayName}</strong>. {SCORING_TABLE_MESSAGES.predictionSealed} You may
                change it until then.
              </p>
            )}
            {picker?.mayAct ? (
              <Form
                noValidate
                onSubmit={submit}
                aria-label={SOLE_SURVIVOR_PREDICTION_LABEL}
                className="tp-prediction-form"
              >
                <Form.Group controlId="sole-survivor-prediction" className="mb-2">
                  <Form.Label className="fw-semibold">Your Sole Survivor</Form.Label>
                  <Form.Select value={chosen} onChange={(e) => setChoice(e.target.value)}>
                    <option value="" disabled>
                      Choose a castaway
                    </option>
                    {castaways.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name} ({c.tribe})
                      </option>
                    ))}
                  </Form.Select>
                </Form.Group>
                <Button
                  type="submit"
                  size="lg"
                  variant="primary"
                  disabled={saving || !chosen || chosen === String(own?.castawayId ?? '')}
                >
                  <SavingLabel saving={saving}>{own ? 'Change prediction' : 'Save prediction'}</SavingLabel>
                </Button>
              </Form>
            ) : (
              !own && <p className="text-secondary mb-0">{SCORING_TABLE_MESSAGES.predictionSealed}</p>
            )}
          </>
        )}
        {predictions.isSuccess && !predictions.data.sealed && (
          <>
            <p className="mb-2">{SCORING_TABLE_MESSAGES.predictionClosed}</p>
            {predictions.data.predictions.length === 0 ? (
              <p className="text-secondary mb-0">Nobody made a prediction.</p>
            ) : (
              <Table size="sm" className="mb-0 align-middle" aria-label="Everyone's Sole Survivor predictions">
                <thead>
                  <tr>
                    <th scope="col">Member</th>
                    <th scope="col">Predicted winner</th>
                  </tr>
                </thead>
                <tbody>
                  {predictions.data.predictions.map((p) => (
                    <tr key={p.userName} className={p.userName === picker?.userName ? 'table-active' : undefined}>
                      <th scope="row" className="fw-normal text-break">
                        {p.userName}
                      </th>
                      <td>{p.castawayName}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </>
        )}
      </Card.Body>
    </Card>
  );
}
