import { MEMBER_EMAIL_MESSAGES } from '@tribal/contracts';
import { Col, Row } from 'react-bootstrap';
import { PageHeader } from '@/components/ui/page-header';
import { confirmEmail } from '@/features/member-email/api/confirm-email';
import { ConfirmEmailPanel } from '@/features/member-email/components/confirm-email-panel';
import { useSendOnClick } from '@/features/member-email/hooks/use-send-on-click';

const TEXTS = { missing: MEMBER_EMAIL_MESSAGES.missingCode, failed: MEMBER_EMAIL_MESSAGES.invalidCode };

/** /confirm-email?code=…: the link mailed on joining (issue 33). Confirms only on the click; the code then goes. */
export function ConfirmEmailRoute() {
  const { state, click } = useSendOnClick('code', confirmEmail, TEXTS, { forget: true });
  return (
    <>
      <title>Confirm Your Email · Tribal Pool</title>
      <PageHeader title="Confirm Your Email" subtitle="So your leagues can write to you." />
      <Row>
        <Col lg={7}>
          <ConfirmEmailPanel state={state} onConfirm={click} />
        </Col>
      </Row>
    </>
  );
}
