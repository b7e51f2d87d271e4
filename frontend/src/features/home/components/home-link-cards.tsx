import { Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { Icon, type IconName } from '@/components/ui/icon';

const CAST_PAGE_URL = 'https://www.cbs.com/shows/survivor/cast/';

interface LinkCard {
  title: string;
  text: string;
  icon: IconName;
  to: string;
  external?: boolean;
}

const CARDS: LinkCard[] = [
  { title: 'Rules', text: 'Deadlines, entry fee, payouts and the one swap you get.', icon: 'scroll', to: '/rules' },
  {
    title: 'Meet the Cast',
    text: 'Size up every castaway before you draft.',
    icon: 'palm',
    to: CAST_PAGE_URL,
    external: true,
  },
  {
    title: 'Survivor Scores',
    text: 'Points, idols and advantages for every castaway, episode by episode.',
    icon: 'flame',
    to: '/survivor-scores',
  },
];

export function HomeLinkCards() {
  return (
    <Row xs={1} md={3} className="g-3">
      {CARDS.map((card) => (
        <Col key={card.title}>
          <Card className="tp-card tp-link-card h-100">
            <Card.Body className="p-4 d-flex flex-row flex-md-column align-items-start gap-3 gap-md-2">
              <div className="tp-link-card-icon" aria-hidden="true">
                <Icon name={card.icon} size={26} />
              </div>
              <div>
                <Card.Title as="h2" className="h5">
                  {card.external ? (
                    <a href={card.to} target="_blank" rel="noopener noreferrer" className="stretched-link">
                      {card.title}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    <Link to={card.to} className="stretched-link">
                      {card.title}
                    </Link>
                  )}
                </Card.Title>
                <Card.Text className="text-secondary">{card.text}</Card.Text>
              </div>
            </Card.Body>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
