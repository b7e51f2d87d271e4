import { Col, Row } from 'react-bootstrap';
import { PageHeader } from '@/components/ui/page-header';
import { CommissionerClaimPanel } from '@/features/commissioners/components/commissioner-claim-panel';

/** /commissioner/claim?code=…: the emailed commissioner sign-in link signs this device in, on the reader's click. */
export function CommissionerClaimRoute() {
  return (
    <>
      <title>Commissioner Sign-In · Tribal Pool</title>
      <PageHeader title="Commissioner Sign-In" />
      <Row>
        <Col lg={7}>
          <CommissionerClaimPanel />
        </Col>
      </Row>
    </>
  );
}
