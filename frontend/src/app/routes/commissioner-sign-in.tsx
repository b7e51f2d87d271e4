import { Card, Col, Row } from 'react-bootstrap';
import { PageHeader } from '@/components/ui/page-header';
import { CommissionerSignInForm } from '@/features/commissioners/components/commissioner-sign-in-form';

/** /commissioner/sign-in: the commissioner's email gets a sign-in link (the same answer for any address). */
export function CommissionerSignInRoute() {
  return (
    <>
      <title>Commissioner Sign-In · Tribal Pool</title>
      <PageHeader
        title="Commissioner Sign-In"
        subtitle="Run your league from any device: we email the commissioner's address a one-time sign-in link."
      />
      <Row>
        <Col lg={7}>
          <Card className="tp-card shadow-sm">
            <Card.Body className="p-4">
              <CommissionerSignInForm />
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </>
  );
}
