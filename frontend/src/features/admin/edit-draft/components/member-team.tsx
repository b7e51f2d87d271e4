import { type Castaway, DRAFT_MESSAGES, TEAM_SIZE } from '@tribal/contracts';
import { Button, Card, ListGroup, Spinner } from 'react-bootstrap';
import { CastawayAvatar } from '@/components/castaway-avatar';

interface MemberTeamProps {
  userName: string;
  team: readonly Castaway[];
  saving: boolean;
  onRemove: (castaway: Castaway) => void;
  onSave: () => void;
}

/** Spec §2: 'Team for {user} (n/3)'; Save Changes only at exactly three. */
export function MemberTeam({ userName, team, saving, onRemove, onSave }: MemberTeamProps) {
  const complete = team.length === TEAM_SIZE;
  return (
    <Card className="tp-card shadow-sm h-100">
      <Card.Header className="bg-white">
        <h2 className="h6 fw-bold mb-0">
          Team for {userName} ({team.length}/{TEAM_SIZE})
        </h2>
      </Card.Header>
      <ListGroup variant="flush" aria-label={`Team for ${userName}`}>
        {team.map((castaway) => (
          <ListGroup.Item key={castaway.id} className="d-flex align-items-center gap-2">
            <CastawayAvatar name={castaway.name} imageUrl={castaway.imageUrl} size="md" />
            <div className="flex-grow-1 lh-sm">
              <div className="fw-semibold">{castaway.name}</div>
              {castaway.tribe && <div className="small text-secondary">{castaway.tribe}</div>}
            </div>
            <Button
              variant="outline-danger"
              size="sm"
              onClick={() => onRemove(castaway)}
              aria-label={`Remove ${castaway.name}`}
            >
              Remove
            </Button>
          </ListGroup.Item>
        ))}
        {team.length === 0 && <ListGroup.Item className="text-secondary">No selections yet.</ListGroup.Item>}
      </ListGroup>
      <Card.Footer className="bg-white">
        <Button variant="primary" onClick={onSave} disabled={!complete || saving} className="w-100">
          {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Save Changes
        </Button>
        {!complete && <div className="form-text text-center">{DRAFT_MESSAGES.adminTeamSize}</div>}
      </Card.Footer>
    </Card>
  );
}
