import {
  COUNTED_CATEGORIES,
  SCORING_PRESET_LABELS,
  SCORING_PRESETS,
  SCORING_TABLE_MESSAGES,
  type ScoringPreviewResponse,
  type ScoringTableInput,
  type ScoringTableResponse,
  SOLE_SURVIVOR_PREDICTION_LABEL,
  TABLE_POINTS_STEP,
  type TableCategory,
  tableCategoryLabel,
} from '@tribal/contracts';
import { useState } from 'react';
import { Alert, Badge, Button, Card, Form, ToggleButton } from 'react-bootstrap';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { PageSpinner } from '@/components/ui/page-spinner';
import { SavingLabel } from '@/components/ui/saving-label';
import { useSave } from '@/hooks/use-save';
import { getLeagueScoring, useLeagueScoring } from '@/lib/api/get-league-scoring';
import { useSeasonSchedule } from '@/lib/api/get-season-schedule';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatEastern } from '@/lib/eastern-time';
import { scopeAuth, useManageScope } from '@/lib/manage-scope';
import { previewScoringTable, saveScoringTable } from '../api/set-scoring-table';
import {
  checkDraft,
  type DraftField,
  draftOf,
  draftPreset,
  fieldLabel,
  PLACEMENT_FIELDS,
  type ScoringDraft,
  withPreset,
} from '../utils/scoring-table-draft';
import { PointsStepper } from './points-stepper';
import { ScoringPreviewTable } from './scoring-preview-table';

const CATEGORY_HINTS: Partial<Record<TableCategory, string>> = {
  individualImmunityWins: 'With 13 players left; later wins grow in the same proportion.',
  votesAgainst: 'Each vote.',
  eliminationPick: 'Each correct weekly pick.',
};
const EDITED_CATEGORIES: readonly TableCategory[] = [
  ...COUNTED_CATEGORIES,
  'individualImmunityWins',
  'eliminationPick',
];

interface ScoringTableFormProps {
  leagueId: string;
  season: number;
}

/** League Settings → Scoring table (issue 32): loads the league's table, then the editor. */
export function ScoringTableForm({ leagueId, season }: ScoringTableFormProps) {
  const scoring = useLeagueScoring(leagueId);
  // The premiere's air time: the deadline a league gets when it sets none (shown, never sent as its own).
  const schedule = useSeasonSchedule(season);
  return (
    <Card className="tp-card shadow-sm">
      <Card.Body className="p-3 p-md-4">
        <h2 className="h5 mb-1">Scoring table</h2>
        <p className="small text-secondary">
          What each happening is worth in this league, from −10 to +30 in half points; 0 switches a category off.
          Preview what a change does to the standings before you save it: saving recomputes the whole season and tells
          every member.
        </p>
        {(scoring.isPending || schedule.isPending) && <PageSpinner label="Loading the scoring table…" />}
        {scoring.isError && (
          <Alert variant="danger" className="mb-0">
            {errorMessage(scoring.error, 'Could not load the scoring table.')}
          </Alert>
        )}
        {scoring.isSuccess && !schedule.isPending && (
          <ScoringTableEditor
            leagueId={leagueId}
            premiere={schedule.data?.['1'] ?? undefined}
            table={scoring.data}
            onSaved={() => void scoring.refetch()}
          />
        )}
      </Card.Body>
    </Card>
  );
}

interface Preview extends ScoringPreviewResponse {
  /** the body previewed: Save sends exactly this */
  table: ScoringTableInput;
  /** the standings version the preview was made on: Save's If-Match */
  version: number;
}

interface ScoringTableEditorProps {
  leagueId: string;
  /** the season's premiere air time, if the schedule has it */
  premiere: string | undefined;
  table: ScoringTableResponse;
  onSaved: () => void;
}

export function ScoringTableEditor({ leagueId, premiere, table, onSaved }: ScoringTableEditorProps) {
  const auth = scopeAuth(useManageScope());
  const [draft, setDraft] = useState<ScoringDraft>(() => draftOf(table, premiere));
  const [errors, setErrors] = useState<Partial<Record<DraftField | 'predictionDeadline', string>>>({});
  const [preview, setPreview] = useState<Preview | null>(null);
  const [locked, setLocked] = useState(Boolean(table.locked));
  // A save refused because the standings moved since the preview: offer a fresh one.
  const [stale, setStale] = useState(false);
  const previewing = useSave();
  const saving = useSave();
  const preset = draftPreset(draft);

  function edit(next: ScoringDraft) {
    setDraft(next);
    // The preview shows another table now: Save waits for a new one.
    setPreview(null);
    setStale(false);
    saving.setNotice(null);
  }
  const setValue = (field: DraftField, value: string) => {
    edit({ ...draft, values: { ...draft.values, [field]: value } });
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function runPreview() {
    const checked = checkDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      previewing.refuse(Object.values(checked.errors).find(Boolean) ?? SCORING_TABLE_MESSAGES.outOfRange('A value'));
      return;
    }
    setErrors({});
    setStale(false);
    saving.setNotice(null);
    await previewing.save(
      async () => {
        // The version first: if the standings move between the two calls, Save is refused and previews again.
        const { standingsVersion: version } = await getLeagueScoring(leagueId);
        const answer = await previewScoringTable(leagueId, checked.table, auth);
        return { ...answer, table: checked.table, version };
      },
      {
        failure: (caught) => failureNotice(caught),
        onSaved: setPreview,
      },
    );
  }

  async function runSave() {
    if (!preview) return;
    await saving.save(() => saveScoringTable(leagueId, preview.table, preview.version, auth), {
      success: (answer) => answer?.message || SCORING_TABLE_MESSAGES.saved,
      failure: (caught) => failureNotice(caught),
      onSaved: () => {
        setPreview(null);
        onSaved();
      },
      onFailed: (caught) => {
        if (
          caught instanceof ApiError &&
          caught.status === 409 &&
          caught.serverMessage !== SCORING_TABLE_MESSAGES.locked
        ) {
          // The preview shows standings that are gone: Save waits for a fresh one.
          setPreview(null);
          setStale(true);
        }
        return false;
      },
    });
  }

  function failureNotice(caught: unknown) {
    if (caught instanceof ApiError && caught.status === 409) {
      if (caught.serverMessage === SCORING_TABLE_MESSAGES.locked) {
        setLocked(true);
        setPreview(null);
        return { variant: 'danger' as const, text: SCORING_TABLE_MESSAGES.locked };
      }
      return { variant: 'danger' as const, text: caught.serverMessage || SCORING_TABLE_MESSAGES.stale };
    }
    return { variant: 'danger' as const, text: errorMessage(caught, 'The scoring table could not be saved.') };
  }

  const stepper = (field: DraftField, label: string, hint?: string, min?: number) => (
    <li key={field}>
      <PointsStepper
        id={`scoring-${field.replace('.', '-')}`}
        label={label}
        hint={hint}
        value={draft.values[field]}
        error={errors[field]}
        disabled={locked}
        min={min}
        onChange={(value) => setValue(field, value)}
      />
    </li>
  );

  return (
    <Form noValidate aria-label="Scoring table" onSubmit={(e) => e.preventDefault()}>
      {locked && (
        <Alert variant="secondary" role="status">
          {SCORING_TABLE_MESSAGES.locked}
        </Alert>
      )}
      <fieldset className="mb-3">
        <legend className="small fw-semibold mb-2">
          Preset{' '}
          <Badge bg={preset === 'custom' ? 'warning' : 'success'} text={preset === 'custom' ? 'dark' : undefined}>
            {SCORING_PRESET_LABELS[preset]}
          </Badge>
        </legend>
        <div className="tp-preset-choices">
          {SCORING_PRESETS.map((choice) => (
            <ToggleButton
              key={choice}
              id={`scoring-preset-${choice}`}
              type="radio"
              name="scoring-preset"
              value={choice}
              variant="outline-primary"
              checked={preset === choice}
              disabled={locked}
              onChange={() => {
                edit(withPreset(draft, choice));
                setErrors({});
              }}
            >
              {SCORING_PRESET_LABELS[choice]}
            </ToggleButton>
          ))}
        </div>
        <div className="form-text">Editing any value makes the table Custom.</div>
      </fieldset>

      <h3 className="h6">Points per happening</h3>
      <ul className="tp-stepper-list list-unstyled">
        {EDITED_CATEGORIES.map((c) => stepper(c, tableCategoryLabel(c), CATEGORY_HINTS[c]))}
      </ul>
      <h3 className="h6">Final placement</h3>
      <ul className="tp-stepper-list list-unstyled">{PLACEMENT_FIELDS.map((f) => stepper(f, fieldLabel(f)))}</ul>

      <fieldset className="mb-3">
        <legend className="h6">{SOLE_SURVIVOR_PREDICTION_LABEL}</legend>
        <Form.Check
          type="switch"
          id="scoring-prediction-on"
          className="tp-switch-large mb-2"
          label="Members name the castaway they think will win; a right guess scores at the finale."
          checked={draft.predictionOn}
          disabled={locked}
          onChange={(e) => edit({ ...draft, predictionOn: e.target.checked })}
        />
        {draft.predictionOn && (
          <>
            <ul className="tp-stepper-list list-unstyled mb-2">
              {stepper(
                'solePrediction',
                `${SOLE_SURVIVOR_PREDICTION_LABEL}: points`,
                'For the castaway who wins.',
                TABLE_POINTS_STEP,
              )}
            </ul>
            <Form.Group controlId="scoring-prediction-deadline" className="tp-prediction-deadline">
              <Form.Label className="fw-semibold mb-1">Prediction deadline (Eastern Time)</Form.Label>
              <Form.Control
                type="datetime-local"
                value={draft.predictionDeadline}
                disabled={locked}
                isInvalid={Boolean(errors.predictionDeadline)}
                onChange={(e) => edit({ ...draft, predictionDeadline: e.target.value })}
              />
              <Form.Control.Feedback type="invalid">{errors.predictionDeadline}</Form.Control.Feedback>
              <Form.Text>
                Leave empty for the premiere&apos;s air time{premiere ? ` (${formatEastern(premiere)})` : ''}.
              </Form.Text>
            </Form.Group>
          </>
        )}
      </fieldset>

      {!locked && (
        <>
          <NoticeAlert notice={previewing.notice} onClose={() => previewing.setNotice(null)} />
          <div className="tp-scoring-actions">
            <Button variant="outline-primary" size="lg" disabled={previewing.saving} onClick={runPreview}>
              <SavingLabel saving={previewing.saving}>Preview</SavingLabel>
            </Button>
            <Button variant="primary" size="lg" disabled={!preview || saving.saving} onClick={runSave}>
              <SavingLabel saving={saving.saving}>Save scoring table</SavingLabel>
            </Button>
          </div>
          {!preview && !saving.notice && (
            <div className="form-text">Save is offered once you have previewed the table as it stands.</div>
          )}
        </>
      )}
      <NoticeAlert notice={saving.notice} onClose={() => saving.setNotice(null)} className="mt-3" />
      {stale && (
        <Button variant="outline-primary" className="mb-3" onClick={runPreview}>
          Preview again with the latest standings
        </Button>
      )}
      {preview && (
        <section className="mt-3" aria-labelledby="scoring-preview-heading">
          <h3 id="scoring-preview-heading" className="h6">
            Preview: the standings under this table
          </h3>
          <ScoringPreviewTable rows={preview.rows} />
        </section>
      )}
    </Form>
  );
}
