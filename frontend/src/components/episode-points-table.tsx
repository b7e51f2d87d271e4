import { splitCamelCase } from '@tribal/contracts';
import './episode-points-table.css';
import { Fragment } from 'react';
import { Badge, Table } from 'react-bootstrap';
import { formatPoints } from '@/lib/format-points';

export interface EpisodePointsRow {
  episode: number;
  total: number;
  categories: ReadonlyArray<{ category: string; points: number }>;
  votedOut: boolean;
}

interface EpisodePointsTableProps {
  episodes: ReadonlyArray<EpisodePointsRow>;
  caption?: string;
  /** Adds a total line under each episode (the castaway page); the season total is always shown. */
  episodeTotals?: boolean;
}

/** Episode / Category / Points, category names split from camel case into words (spec §2). */
export function EpisodePointsTable({ episodes, caption, episodeTotals = false }: EpisodePointsTableProps) {
  const seasonTotal = episodes.reduce((sum, e) => sum + e.total, 0);
  return (
    <Table size="sm" className="tp-points-table mb-0 align-middle">
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">Episode</th>
          <th scope="col">Category</th>
          <th scope="col" className="text-end">
            Points
          </th>
        </tr>
      </thead>
      <tbody>
        {episodes.map((episode) => {
          const lines = episode.categories.length
            ? episode.categories
            : [{ category: episode.votedOut ? 'votedOut' : 'noPoints', points: 0 }];
          return (
            <Fragment key={episode.episode}>
              {lines.map((line, i) => (
                <tr key={line.category} className={i === 0 ? 'tp-episode-first' : undefined}>
                  {i === 0 && (
                    <th scope="rowgroup" rowSpan={lines.length} className="tp-episode-cell">
                      Ep {episode.episode}
                      {episode.votedOut && (
                        <Badge bg="danger" className="tp-voted-badge fw-semibold">
                          Voted Out
                        </Badge>
                      )}
                    </th>
                  )}
                  <td>{splitCamelCase(line.category)}</td>
                  <td className={`text-end ${line.points < 0 ? 'text-danger' : ''}`}>{formatPoints(line.points)}</td>
                </tr>
              ))}
              {episodeTotals && (
                <tr className="tp-episode-total">
                  <td />
                  <td>Episode {episode.episode} total</td>
                  <td className="text-end">{formatPoints(episode.total)}</td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
      <tfoot>
        <tr className="tp-season-total">
          <th scope="row" colSpan={2}>
            Season total
          </th>
          <td className="text-end">{formatPoints(seasonTotal)}</td>
        </tr>
      </tfoot>
    </Table>
  );
}
