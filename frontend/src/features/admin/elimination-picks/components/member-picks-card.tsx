import type { Castaway } from '@tribal/contracts';
import { Card, Form, Spinner, Table } from 'react-bootstrap';

interface MemberPicksCardProps {
  userName: string;
  /** episode -> castaway id */
  picks: Readonly<Record<string, number>>;
  castaways: readonly Castaway[];
  /** the episode of this member whose change is being saved, if any */
  savingEpisode: number | null;
  /** a save is under way on the page: one change at a time */
  disabled: boolean;
  onChange: (episode: number, castawayId: number) => void;
}

/** One member's picks, an episode a row, each with a dropdown that saves the change at once. */
export function MemberPicksCard({
  userName,
  picks,
  castaways,
  savingEpisode,
  disabled,
  onChange,
}: MemberPicksCardProps) {
  const episodes = Object.keys(picks)
    .map(Number)
    .sort((a, b) => a - b);
  return (
    <Card className="tp-card shadow-sm h-100">
      <Card.Body className="p-3">
        <Card.Title as="h2" className="h6 fw-bold mb-2 d-flex justify-content-between align-items-baseline gap-2">
          <span>{userName}</span>
          <span className="small fw-normal text-secondary">
            {episodes.length} {episodes.length === 1 ? 'pick' : 'picks'}
          </span>
        </Card.Title>
        <Table size="sm" className="tp-admin-table tp-picks-table mb-0" aria-label={`Elimination picks of ${userName}`}>
          <thead>
            <tr>
              <th scope="col" style={{ width: '7.5rem' }}>
                Episode
              </th>
              <th scope="col">Pick</th>
            </tr>
          </thead>
          <tbody>
            {episodes.map((episode) => {
              const castawayId = picks[String(episode)];
              const known = castaways.some((c) => c.id === castawayId);
              return (
                <tr key={episode}>
                  <td className="fw-semibold">Episode {episode}</td>
                  <td>
                    <div className="d-flex align-items-center gap-2">
                      <Form.Select
                        size="sm"
                        aria-label={`Pick of ${userName} for Episode ${episode}`}
                        value={castawayId}
                        disabled={disabled}
                        onChange={(event) => onChange(episode, Number(event.target.value))}
                      >
                        {!known && <option value={castawayId}>Castaway #{castawayId}</option>}
                        {castaways.map((castaway) => (
                          <option key={castaway.id} value={castaway.id}>
                            {castaway.name}
                          </option>
                        ))}
                      </Form.Select>
                      {savingEpisode === episode && (
                        <Spinner animation="border" size="sm" role="status" aria-label="Saving" />
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Card.Body>
    </Card>
  );
}
