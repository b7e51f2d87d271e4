import { Col, Row } from 'react-bootstrap';
import { PageHeader } from '@/components/ui/page-header';
import { LeagueActivationPanel } from '@/features/commissioners/components/league-activation-panel';

/**
 * /league/activate?code=…: the emailed link. On the reader's click the league goes live; this device is its
 * commissioner and its entry.
 */
export function LeagueActivateRoute() {
  return (
    <>
      <title>Activate Your League · Tribal Pool</title>
      <PageHeader title="Activate Your League" />
      <Row>
        <Col lg={7}>
          <LeagueActivationPanel />
        </Col>
      </Row>
    </>
  );
}
