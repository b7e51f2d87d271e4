import '../../components/admin.css';
import type { Castaway } from '@tribal/contracts';
import { Button, Card, ListGroup } from 'react-bootstrap';
import { CastawayAvatar } from '@/components/castaway-avatar';

interface AvailableCastawaysProps {
  castaways: readonly Castaway[];
  teamFull: boolean;
  onDraft: (castaway: Castaway) => void;
}

/** Castaways not on the team; the list scrolls inside the card (spec §9: max height 400px). */
export function AvailableCastaways({ castaways, teamFull, onDraft }: AvailableCastawaysProps) {
  return (
    <Card className="tp-card shadow-sm h-100">
      <Card.Header className="bg-white">
        <h2 className="h6 fw-bold mb-0">Available Castaways ({castaways.length})</h2>
      </Card.Header>
      <ListGroup variant="flush" className="tp-available-list" aria-label="Available castaways">
        {castaways.map((castaway) => (
          <ListGroup.Item key={castaway.id} className="d-flex align-items-center gap-2">
            <CastawayAvatar name={castaway.name} imageUrl={castaway.imageUrl} size="md" />
            <div className="flex-grow-1 lh-sm">
              <div className="fw-semibold">{castaway.name}</div>
              {castaway.tribe && <div className="small text-secondary">{castaway.tribe}</div>}
            </div>
            <Button
              variant="outline-success"
              size="sm"
              onClick={() => onDraft(castaway)}
              disabled={teamFull}
              aria-label={`Draft ${castaway.name}`}
            >
              Draft
            </Button>
          </ListGroup.Item>
        ))}
        {castaways.length === 0 && (
          <ListGroup.Item className="text-secondary small">No castaways left to draft.</ListGroup.Item>
        )}
      </ListGroup>
    </Card>
  );
}
