import { Badge, Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';

/** Every admin page of spec §2, in the order an admin works through a season. */
export const ADMIN_PAGES = [
  { to: '/admin/create', title: 'Create League', text: 'Start a new league with its commissioner and tribes.' },
  { to: '/admin/league-settings', title: 'League Settings', text: 'Draft deadline, weekly cutoffs, delete a league.' },
  { to: '/admin/castaways', title: 'Castaways', text: 'Add, bulk add, edit and remove castaways.' },
  { to: '/admin/scoring', title: 'Scoring', text: 'Enter each episode’s scores.' },
  { to: '/admin/users', title: 'Users', text: 'See members and remove an entry.' },
  { to: '/admin/edit-draft', title: 'Edit Draft', text: 'Fix a member’s team of three.' },
  {
    to: '/admin/elimination-picks',
    title: 'Elimination Picks',
    text: 'Change a member’s weekly pick.',
    soon: true,
  },
  { to: '/admin/email', title: 'Email All Users', text: 'Send one message to every member.', soon: true },
  { to: '/admin/clear-scores', title: 'Clear Scores', text: 'Wipe all entered scores.' },
] as const;

export function AdminLinks() {
  return (
    <Row xs={1} sm={2} lg={3} className="g-3 ps-0 mb-0" as="ul" aria-label="Admin pages" role="list">
      {ADMIN_PAGES.map((page) => (
        <Col key={page.to} as="li" className="list-unstyled">
          <Card className="tp-card tp-link-card h-100">
            <Card.Body>
              <Card.Title as="h2" className="h6 mb-1">
                <Link to={page.to} className="stretched-link">
                  {page.title}
                </Link>
                {'soon' in page && (
                  <Badge bg="light" text="secondary" className="ms-2 fw-normal border">
                    Coming soon
                  </Badge>
                )}
              </Card.Title>
              <Card.Text className="small text-secondary">{page.text}</Card.Text>
            </Card.Body>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
