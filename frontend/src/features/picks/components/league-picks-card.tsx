import type { Castaway, PickBoard } from '@tribal/contracts';
import { Badge, Card, Table } from 'react-bootstrap';

interface LeaguePicksCardProps {
  board: PickBoard;
  castaways: readonly Castaway[];
  /** show only this member's picks (the member page); all members otherwise */
  userName?: string;
  title?: string;
}

/**
 * Everyone's weekly picks once an episode's cutoff has passed, and who was right (sealed picks): an episode still
 * taking picks shows only what this viewer may see, and says the rest is sealed.
 */
export function LeaguePicksCard({ board, castaways, userName, title = 'League picks' }: LeaguePicksCardProps) {
  const nameOf = (id: number) => castaways.find((c) => c.id === id)?.name ?? `#${id}`;
  // Episodes with a pick this viewer may see, and the next one still taking picks (to say it is sealed).
  const nextOpen = board.episodes.find((e) => !e.closed)?.episode;
  const episodes = board.episodes.filter((e) => e.picks.length > 0 || e.episode === nextOpen);
  return (
    <Card className="tp-card shadow-sm mt-4" as="section" aria-label={title}>
      <Card.Body>
        <h2 className="h5 mb-3">{title}</h2>
        {episodes.length === 0 ? (
          <p className="text-secondary mb-0">No picks yet.</p>
        ) : (
          <Table responsive size="sm" className="mb-0 align-middle">
            <thead>
              <tr>
                <th scope="col">Episode</th>
                <th scope="col">Picks</th>
              </tr>
            </thead>
            <tbody>
              {episodes.map((episode) => {
                const picks = episode.picks.filter((p) => !userName || p.userName === userName);
                return (
                  <tr key={episode.episode}>
                    <th scope="row">Ep {episode.episode}</th>
                    <td>
                      {picks.map((p) => (
                        <span key={p.userName} className="me-3 d-inline-block">
                          {userName ? '' : `${p.userName}: `}
                          {nameOf(p.castawayId)} {p.correct === true && <Badge bg="success">Right</Badge>}
                          {p.correct === false && <Badge bg="secondary">Wrong</Badge>}
                        </span>
                      ))}
                      {!episode.closed && (
                        <span className="text-muted small">
                          {board.viewer === 'admin'
                            ? 'Sealed for members until the cutoff.'
                            : `${picks.length > 0 ? 'Only you see this pick. ' : ''}Picks are sealed until the cutoff and the episode's air time.`}
                        </span>
                      )}
                      {episode.closed && picks.length === 0 && <span className="text-muted small">No pick.</span>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        )}
      </Card.Body>
    </Card>
  );
}
