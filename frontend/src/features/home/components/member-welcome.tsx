import { Badge, Card } from 'react-bootstrap';
import { LinkButton } from '@/components/ui/link-button';

interface MemberWelcomeProps {
  userName: string;
  leagueId: string;
  draftLocked: boolean;
  /** where to switch to another league, when this device plays several (My leagues) */
  switchLeaguePath?: string;
  /** the league this home is about, named when the device plays several */
  leagueName?: string;
}

export function MemberWelcome({ userName, leagueId, draftLocked, switchLeaguePath, leagueName }: MemberWelcomeProps) {
  const league = encodeURIComponent(leagueId);
  return (
    <Card className="tp-card shadow-sm mb-4">
      <Card.Body className="p-4">
        <h2 className="h4">Welcome back, {userName}!</h2>
        {leagueName && <p className="fw-semibold mb-1">Playing in {leagueName}</p>}
        <p className="text-secondary mb-4">
          Check where your tribe stands, lock in your draft and make this week&apos;s elimination pick.
        </p>
        <div className="d-flex flex-column flex-sm-row flex-wrap gap-2">
          <LinkButton to={`/league/${league}`} variant="primary">
            View Standings
          </LinkButton>
          <LinkButton to="/draft" variant="outline-primary">
            Draft
            {draftLocked && (
              <Badge bg="secondary" className="ms-2">
                Draft Locked
              </Badge>
            )}
          </LinkButton>
          <LinkButton to={`/leagues/${league}/elimination-pick`} variant="outline-primary">
            Weekly Elimination Pick
          </LinkButton>
          {switchLeaguePath && (
            <LinkButton to={switchLeaguePath} variant="outline-secondary">
              Switch League
            </LinkButton>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
