import type { MemberPage } from '@tribal/contracts';
import '../members.css';
import { Card, Table } from 'react-bootstrap';
import { formatPoints } from '@/lib/format-points';

interface MemberPointsTableProps {
  page: MemberPage;
  /** the episodes this viewer may see (the spoiler shield hides later ones) */
  episodes: number[];
}

/** Points per castaway per episode, the weekly pick bonus, and the total after each episode. */
export function MemberPointsTable({ page, episodes }: MemberPointsTableProps) {
  const shown = new Set(episodes);
  const sum = (points: Record<string, number>) =>
    Object.entries(points).reduce((total, [episode, p]) => (shown.has(Number(episode)) ? total + p : total), 0);
  const perEpisode = (episode: number) =>
    page.castaways.reduce((total, c) => total + (c.points[episode] ?? 0), 0) + (page.pickBonus[episode] ?? 0);
  return (
    <Card className="tp-card shadow-sm mt-4" as="section" aria-label="Points by castaway and episode">
      <Card.Body>
        <h2 className="h5 mb-3">Points by castaway and episode</h2>
        {episodes.length === 0 ? (
          <p className="text-secondary mb-0">No episode scored yet.</p>
        ) : (
          // A phone scrolls the episodes sideways; the scroll area takes focus so arrow keys scroll it too.
          <section
            className="table-responsive tp-scroll-region"
            aria-label="Points table, scrolls sideways"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so a keyboard can scroll it (WCAG 2.1.1; axe scrollable-region-focusable).
            tabIndex={0}
          >
            <Table size="sm" className="tp-member-points mb-0 align-middle">
              <thead>
                <tr>
                  <th scope="col">Castaway</th>
                  {episodes.map((episode) => (
                    <th key={episode} scope="col" className="text-end">
                      Ep {episode}
                    </th>
                  ))}
                  <th scope="col" className="text-end">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.castaways.map((c) => (
                  <tr key={`${c.castawayId}-${c.fromEpisode}`} className={c.toEpisode === null ? '' : 'tp-left-team'}>
                    <th scope="row">
                      {c.name}
                      {c.toEpisode !== null && <span className="small"> (to ep {c.toEpisode})</span>}
                      {c.fromEpisode > 1 && <span className="small"> (from ep {c.fromEpisode})</span>}
                    </th>
                    {episodes.map((episode) => {
                      const onTeam = episode >= c.fromEpisode && (c.toEpisode === null || episode <= c.toEpisode);
                      return (
                        <td key={episode} className="text-end">
                          {onTeam ? formatPoints(c.points[episode] ?? 0) : '–'}
                        </td>
                      );
                    })}
                    <td className="text-end fw-semibold">{formatPoints(sum(c.points))}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">Elimination pick</th>
                  {episodes.map((episode) => (
                    <td key={episode} className="text-end">
                      {formatPoints(page.pickBonus[episode] ?? 0)}
                    </td>
                  ))}
                  <td className="text-end fw-semibold">{formatPoints(sum(page.pickBonus))}</td>
                </tr>
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Episode total</th>
                  {episodes.map((episode) => (
                    <td key={episode} className="text-end fw-semibold">
                      {formatPoints(perEpisode(episode))}
                    </td>
                  ))}
                  <td className="text-end fw-bold">
                    {formatPoints(episodes.reduce((total, episode) => total + perEpisode(episode), 0))}
                  </td>
                </tr>
              </tfoot>
            </Table>
          </section>
        )}
      </Card.Body>
    </Card>
  );
}
