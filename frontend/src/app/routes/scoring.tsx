import { SCORING_PRESET_LABELS, type ScoringTable } from '@tribal/contracts';
import { Alert, Badge, Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { ImmunityTable } from '@/features/rules/components/immunity-table';
import { ScoringPresetsTable } from '@/features/rules/components/scoring-presets-table';
import { ScoringRubricTable } from '@/features/rules/components/scoring-rubric-table';
import { classicDifferences } from '@/features/rules/utils/table-words';
import { useLeague } from '@/lib/api/get-league';
import { useLeagueScoring } from '@/lib/api/get-league-scoring';
import { useSavedUserStore } from '@/stores/saved-user-store';

/**
 * /scoring (spec §2, §9; issue 32): the table of the device's current league, with Classic's value beside each one
 * it changed, or Classic without a league; the individual-immunity slide under that table; the three presets.
 */
export function ScoringRoute() {
  const leagueId = useSavedUserStore((state) => state.user?.leagueId ?? null);
  const league = useLeague(leagueId ?? undefined);
  const scoring = useLeagueScoring(leagueId);
  // A league whose table cannot be read is shown Classic, and says so.
  const table: ScoringTable | undefined = scoring.data;
  const name = league.data?.name;
  return (
    <>
      <title>Scoring · Tribal Pool</title>
      <PageHeader
        title="Scoring"
        subtitle={
          leagueId && name
            ? `What every move on the island is worth in ${name}. Your total is the sum of your castaways' points.`
            : "What every move on the island is worth. Your total is the sum of your castaways' points."
        }
      />
      <Row className="g-4">
        <Col lg={7}>
          <Card className="tp-card shadow-sm">
            <Card.Body className="p-3 p-sm-4">
              <h2 className="h4">
                {table && name ? `${name}'s scoring table` : 'Scoring rubric'}{' '}
                <Badge bg="success" className="align-middle fs-6">
                  {SCORING_PRESET_LABELS[table?.preset ?? 'classic']}
                </Badge>
              </h2>
              {leagueId && scoring.isPending ? (
                <PageSpinner label="Loading your league's scoring table…" />
              ) : (
                <>
                  {scoring.isError && (
                    <Alert variant="warning">Your league&apos;s own table could not be loaded: this is Classic.</Alert>
                  )}
                  <p className="small text-secondary">
                    Counted events score once per occurrence: three votes against are three times the value.
                    {table && classicDifferences(table).length > 0
                      ? ' Where your league differs from Classic, Classic’s value is shown beside it.'
                      : table
                        ? ' Your league plays the Classic table.'
                        : ''}
                  </p>
                  <ScoringRubricTable table={table} solePrediction={table?.solePrediction ?? 0} />
                </>
              )}
            </Card.Body>
          </Card>
        </Col>
        <Col lg={5} className="d-flex flex-column gap-4">
          <Card className="tp-card shadow-sm">
            <Card.Body className="p-3 p-sm-4">
              <h2 className="h4">Individual immunity</h2>
              <p className="small text-secondary">An individual immunity win is worth more as fewer players remain.</p>
              <ImmunityTable base={table?.points.individualImmunityWins} />
            </Card.Body>
          </Card>
          <Card className="tp-card shadow-sm">
            <Card.Body className="p-3 p-sm-4">
              <h2 className="h5">See it in action</h2>
              <p className="mb-2">
                Every castaway&apos;s points, episode by episode, are on{' '}
                <Link to="/survivor-scores">Survivor Scores</Link>. The rest of the rules are on{' '}
                <Link to="/rules">the Rules page</Link>.
              </p>
            </Card.Body>
          </Card>
        </Col>
        <Col xs={12}>
          <Card className="tp-card shadow-sm">
            <Card.Body className="p-3 p-sm-4">
              <h2 className="h4">The presets</h2>
              <p className="small text-secondary">
                A commissioner starts from one of these on League Settings and may set any value from −10 to +30.{' '}
                <strong>Classic</strong> is the pool&apos;s original table. <strong>Strategy</strong> rewards the game
                around the vote: idols, advantages and being on the right side of it. <strong>Challenges</strong>{' '}
                rewards the challenge beasts: tribe and individual wins count most.
              </p>
              <ScoringPresetsTable />
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </>
  );
}
