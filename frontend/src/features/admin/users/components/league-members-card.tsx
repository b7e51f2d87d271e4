import '../../components/admin.css';
import { type LeagueDetails, memberNameKey } from '@tribal/contracts';
import { Badge, Button, Card, Table } from 'react-bootstrap';

interface LeagueMembersCardProps {
  league: LeagueDetails;
  removing: string | null;
  onRemove: (userName: string) => void;
  /** hands the league to this member (issue 20); the button shows only with it */
  onHandOver?: (userName: string) => void;
}

/** Same rule as the server: the commissioner's name, in any case, is not removable. */
const isCommissioner = (league: LeagueDetails, userName: string) =>
  [league.commissioner, league.commissionerUserName].some(
    (name) => name != null && memberNameKey(name) === memberNameKey(userName),
  );

export function LeagueMembersCard({ league, removing, onRemove, onHandOver }: LeagueMembersCardProps) {
  const headingId = `members-${league.id}`;
  return (
    <Card className="tp-card shadow-sm mb-4">
      <Card.Header className="bg-white d-flex flex-wrap align-items-baseline justify-content-between gap-2">
        <h2 className="h5 mb-0" id={headingId}>
          {league.name}
        </h2>
        <span className="small text-secondary">
          Season {league.season} · Commissioner {league.commissioner} · {league.members.length}{' '}
          {league.members.length === 1 ? 'member' : 'members'}
        </span>
      </Card.Header>
      {league.members.length === 0 ? (
        <Card.Body className="text-secondary">No one has joined this league yet.</Card.Body>
      ) : (
        <Table responsive hover className="tp-admin-table mb-0" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">Survivor Name</th>
              <th scope="col" className="d-none d-sm-table-cell">
                Email
              </th>
              <th scope="col" className="text-end">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {league.members.map((member) => (
              <tr key={member.userName}>
                <th scope="row" className="fw-semibold">
                  {member.userName}{' '}
                  {isCommissioner(league, member.userName) && (
                    <Badge bg="warning" text="dark" className="ms-1">
                      Commissioner
                    </Badge>
                  )}
                  {/* Phones: the email goes under the name instead of its own column. */}
                  <div className="d-sm-none small fw-normal text-secondary text-break">{member.email}</div>
                </th>
                <td className="d-none d-sm-table-cell text-break">{member.email}</td>
                <td className="text-end tp-admin-actions">
                  {!isCommissioner(league, member.userName) && onHandOver && (
                    <Button
                      variant="outline-secondary"
                      size="sm"
                      className="me-2"
                      onClick={() => onHandOver(member.userName)}
                      disabled={removing === member.userName}
                      aria-label={`Make Commissioner: ${member.userName} runs ${league.name}`}
                    >
                      Make Commissioner
                    </Button>
                  )}
                  {!isCommissioner(league, member.userName) && (
                    <Button
                      variant="outline-danger"
                      size="sm"
                      onClick={() => onRemove(member.userName)}
                      disabled={removing === member.userName}
                      aria-label={`Remove ${member.userName} from ${league.name}`}
                    >
                      Remove
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
