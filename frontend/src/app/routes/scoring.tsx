import { Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { ImmunityTable } from '@/features/rules/components/immunity-table';
import { ScoringRubricTable } from '@/features/rules/components/scoring-rubric-table';

/** /scoring (spec §2, §9): the rubric and the individual-immunity table, rendered from the shared constants. */
export function ScoringRoute() {
  return (
    <>
      <title>Scoring · Tribal Pool</title>
      <PageHeader
        title="Scoring"
        subtitle="What every move on the island is worth. Your total is the sum of your castaways' points."
      />
      <Row className="g-4">
        <Col lg={7}>
          <Card className="tp-card shadow-sm">
            <Card.Body className="p-4">
              <h2 className="h4">Scoring rubric</h2>
              <p className="small text-secondary">
                Counted events score once per occurrence: three votes against are −1.5.
              </p>
              <ScoringRubricTable />
            </Card.Body>
          </Card>
        </Col>
        <Col lg={5} className="d-flex flex-column gap-4">
          <Card className="tp-card shadow-sm">
            <Card.Body className="p-4">
              <h2 className="h4">Individual immunity</h2>
              <p className="small text-secondary">An individual immunity win is worth more as fewer players remain.</p>
              <ImmunityTable />
            </Card.Body>
          </Card>
          <Card className="tp-card shadow-sm">
            <Card.Body className="p-4">
              <h2 className="h5">See it in action</h2>
              <p className="mb-2">
                Every castaway&apos;s points, episode by episode, are on{' '}
                <Link to="/survivor-scores">Survivor Scores</Link>. The rest of the rules are on{' '}
                <Link to="/rules">the Rules page</Link>.
              </p>
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </>
  );
}
