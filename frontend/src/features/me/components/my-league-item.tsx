import type { MyEntry } from '@tribal/contracts';
import { Badge, Button, ListGroup } from 'react-bootstrap';
import { LinkButton } from '@/components/ui/link-button';
import { formatPoints } from '@/lib/format-points';
import { dueNextText } from '../utils/due-next';

export interface MyLeagueRow {
  leagueId: string;
  /** the league's name; its id while unknown */
  leagueName: string;
  season: number | null;
  /** the Survivor Name played there; null for a league the person runs without playing in it */
  userName: string | null;
  /** the standings line and what is due next, when the person's list carried them */
  standing?: Pick<MyEntry, 'rank' | 'total' | 'next'>;
  /** league chat messages not seen yet (issue 31), when the person's list carried them */
  unreadChat?: number;
  current: boolean;
  commissioner: boolean;
}

interface MyLeagueItemProps {
  row: MyLeagueRow;
  timeZone?: string;
  onChoose: () => void;
}

/** One league of My leagues: where the entry stands, what is due next, and the buttons to play it or manage it. */
export function MyLeagueItem({ row, timeZone, onChoose }: MyLeagueItemProps) {
  const { leagueName, season, userName, standing, current, commissioner, unreadChat = 0 } = row;
  return (
    <ListGroup.Item
      as="li"
      className="tp-my-league py-3"
      aria-label={leagueName}
      aria-current={current ? 'true' : undefined}
    >
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <span className="h6 mb-0 fw-bold">{leagueName}</span>
        {commissioner && (
          <Badge bg="warning" text="dark">
            Commissioner
          </Badge>
        )}
        {current && <Badge bg="success">Current</Badge>}
        {unreadChat > 0 && (
          <Badge bg="danger" pill className="tp-unread-chat">
            {unreadChat === 1 ? '1 new chat message' : `${unreadChat > 99 ? '99+' : unreadChat} new chat messages`}
          </Badge>
        )}
      </div>
      <div className="small text-secondary">
        {season !== null && <>Season {season}</>}
        {season !== null && userName && ' · '}
        {userName ? (
          <>
            Playing as <strong className="text-body">{userName}</strong>
          </>
        ) : (
          'You run this league'
        )}
      </div>
      {standing && (
        <div className="small mt-1">
          {standing.rank === null ? 'Not ranked yet' : `Rank #${standing.rank}`} · {formatPoints(standing.total)} pts
          {standing.next && (
            <span className="d-block text-body fw-semibold">{dueNextText(standing.next, timeZone)}</span>
          )}
        </div>
      )}
      <div className="d-flex flex-column flex-sm-row gap-2 mt-2">
        {userName && (
          <Button variant={current ? 'primary' : 'outline-primary'} onClick={onChoose}>
            {current ? 'Open' : 'Switch to this league'}
          </Button>
        )}
        {commissioner && (
          <LinkButton to={`/league/${encodeURIComponent(row.leagueId)}/manage`} variant="outline-secondary">
            Manage
          </LinkButton>
        )}
      </div>
    </ListGroup.Item>
  );
}
