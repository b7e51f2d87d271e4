import type { MemberPage } from '@tribal/contracts';
import '../members.css';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { CastawayAvatar } from '@/components/castaway-avatar';

/** The member's current team, and the swap: who went, who came, from which episode. */
export function MemberTeamCard({ page }: { page: MemberPage }) {
  return (
    <Card className="tp-card shadow-sm" as="section" aria-label="Team">
      <Card.Body>
        <h2 className="h5 mb-3">Team</h2>
        {page.team.length === 0 ? (
          <p className="text-secondary mb-0">No team drafted yet.</p>
        ) : (
          <div className="tp-member-team">
            {page.team.map((castaway) => (
              <Link
                key={castaway.castawayId}
                to={`/league/${encodeURIComponent(page.leagueId)}/castaway/${castaway.castawayId}`}
                className="tp-member-castaway text-decoration-none"
              >
                <CastawayAvatar name={castaway.name} imageUrl={castaway.imageUrl} size="md" />
                <span>{castaway.name}</span>
              </Link>
            ))}
          </div>
        )}
        <h3 className="h6 mt-4 mb-2">Swap history</h3>
        {page.swaps.length === 0 ? (
          <p className="text-secondary mb-0">No swap made.</p>
        ) : (
          <ul className="mb-0">
            {page.swaps.map((swap) => (
              <li key={`${swap.out.castawayId}-${swap.fromEpisode}`}>
                Swapped {swap.out.name} for {swap.in.name}, from episode {swap.fromEpisode}
              </li>
            ))}
          </ul>
        )}
      </Card.Body>
    </Card>
  );
}
