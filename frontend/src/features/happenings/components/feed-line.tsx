import { describeHappening, type FeedItem, type TeamStint } from '@tribal/contracts';
import type { ReactNode } from 'react';
import { Badge } from 'react-bootstrap';
import { castawayPointsText, formatSigned, memberDeltas } from '@/lib/feed-text';

interface FeedLineProps {
  item: FeedItem;
  nameOf(castawayId: number): string;
  stints: readonly TeamStint[];
  /** what sits under the line on a league's page: its reactions (issue 31), given the line's words */
  renderReactions?: (happeningId: number, line: string) => ReactNode;
}

/** "Kele won immunity: +1 Avery Brooks, Theo Lindqvist, … · alice +2, bob +1"; an undone line is struck through. */
export function FeedLine({ item, nameOf, stints, renderReactions }: FeedLineProps) {
  const what = describeHappening(item, nameOf);
  const castaways = castawayPointsText(item.points, nameOf);
  const members = item.undone ? [] : memberDeltas(item, stints);
  const time = new Date(item.at).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
  return (
    <li className={`tp-feed-line${item.undone ? ' tp-feed-undone' : ''}`} data-happening-id={item.id}>
      <div className="tp-feed-head">
        <span className="tp-feed-what">{item.undone ? <s>{what}</s> : what}</span>
        {item.undone && (
          <Badge bg="secondary" className="ms-2">
            undone
          </Badge>
        )}
        <time className="tp-feed-time" dateTime={item.at}>
          {time}
        </time>
      </div>
      {castaways && <div className="tp-feed-castaways">{castaways}</div>}
      {members.length > 0 && (
        <div className="tp-feed-members">
          {members.map((m) => (
            <span key={m.userName} className={`tp-feed-member ${m.points > 0 ? 'is-up' : 'is-down'}`}>
              {m.userName} {formatSigned(m.points)}
            </span>
          ))}
        </div>
      )}
      {!item.undone && renderReactions?.(item.id, what)}
    </li>
  );
}
