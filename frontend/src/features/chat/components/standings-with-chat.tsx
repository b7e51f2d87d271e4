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
export function StandingsWithChat({ chat, children }: StandingsWithChatProps) {
  const wide = useWideScreen();
  const [tab, setTab] = useState<'standings' | 'chat'>('standings');
  const chatShown = wide || tab === 'chat';
  // A visitor of a chat kept to members sees the standings alone, as before the chat existed.
  if (chat.status === 'refused') return children;
  const unread = chat.unread > 0 ? ` (${chat.unread > 99 ? '99+' : chat.unread})` : '';

  return (
    <>
      {!wide && (
        <div className="tp-chat-tabs" role="tablist" aria-label="Standings or chat">
          <Button
            role="tab"
            id="tp-tab-standings"
            aria-controls="tp-pane-standings"
            aria-selected={tab === 'standings'}
            variant={tab === 'standings' ? 'primary' : 'outline-primary'}
            onClick={() => setTab('standings')}
          >
            Standings
          </Button>
          <Button
            role="tab"
            id="tp-tab-chat"
            aria-controls="tp-pane-chat"
            aria-selected={tab === 'chat'}
            variant={tab === 'chat' ? 'primary' : 'outline-primary'}
            onClick={() => setTab('chat')}
          >
            {`Chat${unread}`}
          </Button>
        </div>
      )}
      <Row className="g-4">
        <Col
          lg={8}
          id="tp-pane-standings"
          role={wide ? undefined : 'tabpanel'}
          aria-labelledby={wide ? undefined : 'tp-tab-standings'}
          hidden={!wide && tab !== 'standings'}
        >
          {children}
        </Col>
        <Col
          lg={4}
          id="tp-pane-chat"
          role={wide ? undefined : 'tabpanel'}
          aria-labelledby={wide ? undefined : 'tp-tab-chat'}
          hidden={!chatShown}
        >
          <ChatPanel chat={chat} visible={chatShown} />
        </Col>
      </Row>
    </>
  );
}
