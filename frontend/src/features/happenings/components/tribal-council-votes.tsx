import type { Castaway } from '@tribal/contracts';
import { Card } from 'react-bootstrap';
import { useTribalCouncils } from '../api/get-tribal-councils';

interface TribalCouncilVotesProps {
  season: number;
  castaway: Castaway;
  castaways: readonly Castaway[];
  /** the spoiler shield hides councils from this episode on */
  hiddenFrom?: number | null;
}

/** The castaway page: at each tribal council the castaway attended, who voted for whom and who went home. */
export function TribalCouncilVotes({ season, castaway, castaways, hiddenFrom = null }: TribalCouncilVotesProps) {
  const councils = useTribalCouncils(season);
  const nameOf = (id: number) => castaways.find((c) => c.id === id)?.name ?? `Castaway #${id}`;
  const attended = (councils.data ?? []).filter(
    (c) =>
      (hiddenFrom === null || c.episode < hiddenFrom) &&
      (c.votedOut.includes(castaway.id) || c.votes.some((v) => v.voter === castaway.id || v.target === castaway.id)),
  );
  if (attended.length === 0) return null;
  return (
    <Card className="tp-card shadow-sm mt-4">
      <Card.Body>
        <h2 className="h5 mb-3">Tribal council votes</h2>
        {attended.map((council) => (
          <section key={council.id} className="mb-3" aria-label={`Tribal council, episode ${council.episode}`}>
            <h3 className="h6 mb-1">
              Episode {council.episode}: {council.votedOut.map(nameOf).join(' and ')} voted out
            </h3>
            <ul className="list-unstyled small mb-0 tp-votes">
              {council.votes.map((vote, i) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: a voter may vote twice (an extra vote), in order
                  key={i}
                  className={vote.voter === castaway.id || vote.target === castaway.id ? 'fw-semibold' : undefined}
                >
                  {nameOf(vote.voter)} → {nameOf(vote.target)}
                  {vote.nullified && <span className="text-secondary"> (nullified)</span>}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Card.Body>
    </Card>
  );
}
