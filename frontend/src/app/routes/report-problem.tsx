import { Col, Row } from 'react-bootstrap';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { ReportProblemForm } from '@/features/reports/components/report-problem-form';
import { useSavedUserStore } from '@/stores/saved-user-store';

/** /report-problem (spec §2): anyone can tell the admins something is wrong. */
export function ReportProblemRoute() {
  const user = useSavedUserStore((state) => state.user);
  return (
    <Row className="justify-content-center">
      <Col xs={12} lg={9} xl={8}>
        <title>Report a Problem · Tribal Pool</title>
        <PageHeader
          title="Report a Problem"
          subtitle="Something not working? Tell the pool admins and we will look into it."
          actions={
            <LinkButton to="/" variant="outline-secondary" size="sm">
              Back to Home
            </LinkButton>
          }
        />
        <ReportProblemForm initialName={user?.realName} initialEmail={user?.email} />
      </Col>
    </Row>
  );
}
