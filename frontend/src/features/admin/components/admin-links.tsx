import './admin.css';
import { Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';

/** Every admin page of spec §2, in the order an admin works through a season. */
export const ADMIN_PAGES = [
  {
    to: '/admin/seasons',
    title: 'Seasons',
    text: 'Open the season on TV now: number, title, premiere and number of episodes.',
  },
  { to: '/admin/create', title: 'Create League', text: 'Start a new league with its commissioner and tribes.' },
  {
    to: '/admin/schedule',
    title: 'Schedule',
    text: 'When each episode airs: the default pick cutoffs and swap deadline.',
  },
  {
    to: '/admin/league-settings',
    title: 'League Settings',
    text: 'Deadlines, cutoffs, payment handles, entry fee and payouts; delete a league.',
  },
  { to: '/admin/castaways', title: 'Castaways', text: 'Add, bulk add, edit and remove castaways.' },
  { to: '/admin/live', title: 'Live Scoring', text: 'On your phone during the episode: tap each happening.' },
  { to: '/admin/scoring', title: 'Scoring', text: 'Enter each episode’s scores.' },
  { to: '/admin/users', title: 'Users', text: 'See members and remove an entry.' },
  { to: '/admin/edit-draft', title: 'Edit Draft', text: 'Fix a member’s team of three.' },
  { to: '/admin/elimination-picks', title: 'Elimination Picks', text: 'Change a member’s weekly pick.' },
  { to: '/admin/email', title: 'Email All Users', text: 'Send one message to every member.' },
  { to: '/admin/clear-scores', title: 'Clear Scores', text: 'Wipe all entered scores.' },
] as const;

/** The commissioner's how-to, a static page served beside the app. */
export const OPERATIONS_MANUAL_URL = '/operations-manual.html';

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
              </Card.Title>
              <Card.Text className="small text-secondary">{page.text}</Card.Text>
            </Card.Body>
          </Card>
        </Col>
      ))}
      <Col as="li" className="list-unstyled">
        <Card className="tp-card tp-link-card h-100 border-warning-subtle">
          <Card.Body>
            <Card.Title as="h2" className="h6 mb-1">
              <a href={OPERATIONS_MANUAL_URL} target="_blank" rel="noopener" className="stretched-link">
                Operations Manual
              </a>{' '}
              <span className="small fw-normal text-secondary">(opens in a new tab)</span>
            </Card.Title>
            <Card.Text className="small text-secondary">How to run a season, step by step.</Card.Text>
          </Card.Body>
        </Card>
      </Col>
    </Row>
  );
}
