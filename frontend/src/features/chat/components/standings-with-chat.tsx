import '../chat.css';
import { type ReactNode, useState } from 'react';
import { Button, Col, Row } from 'react-bootstrap';
import type { LeagueChat } from '../hooks/use-league-chat';
import { useWideScreen } from '../hooks/use-wide-screen';
import { ChatPanel } from './chat-panel';

interface StandingsWithChatProps {
  chat: LeagueChat;
  /** the standings page's own content: table, feed, chart */
  children: ReactNode;
}

/**
 * The standings page with its league's chat: beside the standings from 992 px, and on a phone behind two tabs,
 * "Standings | Chat (n)", n the messages that came while the standings were shown. Both stay mounted, so
 * switching keeps the live standings and the chat's place. A visitor the chat is closed to sees no chat at all.
 */
type Pane = 'standings' | 'chat';

export function StandingsWithChat({ chat, children }: StandingsWithChatProps) {
  const wide = useWideScreen();
  const [tab, setTab] = useState<Pane>('standings');
  // A visitor of a chat kept to members sees the standings alone, as before the chat existed.
  if (chat.status === 'refused') return children;
  const unread = chat.unread > 0 ? ` (${chat.unread > 99 ? '99+' : chat.unread})` : '';
  // Wide, both panes show side by side and no tab is drawn; on a phone, the chosen tab's pane shows.
  const shown = (pane: Pane) => wide || tab === pane;
  const panes: { pane: Pane; label: string; width: number; content: ReactNode }[] = [
    { pane: 'standings', label: 'Standings', width: 8, content: children },
    { pane: 'chat', label: `Chat${unread}`, width: 4, content: <ChatPanel chat={chat} visible={shown('chat')} /> },
  ];

  return (
    <>
      {!wide && (
        <div className="tp-chat-tabs" role="tablist" aria-label="Standings or chat">
          {panes.map(({ pane, label }) => (
            <Button
              key={pane}
              role="tab"
              id={`tp-tab-${pane}`}
              aria-controls={`tp-pane-${pane}`}
              aria-selected={tab === pane}
              variant={tab === pane ? 'primary' : 'outline-primary'}
              onClick={() => setTab(pane)}
            >
              {label}
            </Button>
          ))}
        </div>
      )}
      <Row className="g-4">
        {panes.map(({ pane, width, content }) => (
          <Col
            key={pane}
            lg={width}
            id={`tp-pane-${pane}`}
            role={wide ? undefined : 'tabpanel'}
            aria-labelledby={wide ? undefined : `tp-tab-${pane}`}
            hidden={!shown(pane)}
          >
            {content}
          </Col>
        ))}
      </Row>
    </>
  );
}
