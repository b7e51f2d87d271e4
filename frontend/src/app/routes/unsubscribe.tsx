import { MEMBER_EMAIL_MESSAGES } from '@tribal/contracts';
import { Col, Row } from 'react-bootstrap';
import { PageHeader } from '@/components/ui/page-header';
import { unsubscribeFromLeagueMail } from '@/features/member-email/api/unsubscribe-from-league-mail';
import { UnsubscribePanel } from '@/features/member-email/components/unsubscribe-panel';
import { useSendOnClick } from '@/features/member-email/hooks/use-send-on-click';

const TEXTS = {
  missing: MEMBER_EMAIL_MESSAGES.invalidUnsubscribeLink,
  failed: MEMBER_EMAIL_MESSAGES.invalidUnsubscribeLink,
};

/**
 * /unsubscribe?token=…: a league mail's unsubscribe link opened in a browser. The mail provider's one-click POST
 * needs no page; a person gets a button, so a scanner opening the link stops nothing.
 */
export function UnsubscribeRoute() {
  const { state, click } = useSendOnClick('token', unsubscribeFromLeagueMail, TEXTS);
  return (
    <>
      <title>Unsubscribe · Tribal Pool</title>
      <PageHeader title="Unsubscribe" subtitle="Emails from your Tribal Pool leagues." />
      <Row>
        <Col lg={7}>
          <UnsubscribePanel state={state} onUnsubscribe={click} />
        </Col>
      </Row>
    </>
  );
}
