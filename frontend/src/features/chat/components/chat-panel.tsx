import '../chat.css';
import { CHAT_MESSAGES } from '@tribal/contracts';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Spinner } from 'react-bootstrap';
import { type Notice, NoticeAlert } from '@/components/ui/notice-alert';
import { errorMessage } from '@/lib/api-client';
import type { LeagueChat } from '../hooks/use-league-chat';
import { ChatComposer } from './chat-composer';
import { ChatMessageItem } from './chat-message-item';

const COULD_NOT_READ = 'The chat could not be loaded. It will try again when you reopen the page.';
const ACTION_FAILED = 'That did not go through. Please try again.';
/** Said whatever is held, so the note itself tells nothing of what was said or when. */
const SHIELDED = 'Your spoiler shield is on: each message shows when your broadcast reaches the moment it was sent.';

/** "Wed 9:14 PM" in this device's time: when a mute ends. */
const untilText = (at: string) =>
  new Date(at).toLocaleString('en-US', { weekday: 'short', hour: 'numeric', minute: '2-digit' });

interface ChatPanelProps {
  chat: LeagueChat;
  /** on screen (beside the standings, or its tab chosen): what it shows counts as seen */
  visible: boolean;
}

/**
 * The league's chat: the messages oldest first with "Load earlier messages" on top, the composer at the bottom.
 * Members and the commissioner write; a visitor reads only when the commissioner opened it to visitors.
 */
export function ChatPanel({ chat, visible }: ChatPanelProps) {
  const log = useRef<HTMLDivElement>(null);
  // Follows new messages while the reader is at the bottom; leaves them be while they read further up.
  const atBottom = useRef(true);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { messages, status, markSeen } = chat;
  const newestId = messages.at(-1)?.id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a tab just shown has its height only now: scroll again
  useLayoutEffect(() => {
    const element = log.current;
    if (element && atBottom.current && newestId !== undefined) element.scrollTop = element.scrollHeight;
  }, [newestId, visible]);

  useEffect(() => {
    if (visible && status === 'ready' && newestId !== undefined) markSeen();
  }, [visible, status, newestId, markSeen]);

  /** A moderation or report: its outcome said in the panel (the commissioner's hide shows in the message itself). */
  async function act<T>(action: () => Promise<T>, said: (answer: T) => string | null) {
    setNotice(null);
    try {
      const text = said(await action());
      if (text) setNotice({ variant: 'success', text });
    } catch (error) {
      setNotice({ variant: 'danger', text: errorMessage(error, ACTION_FAILED) });
    }
  }

  return (
    <Card as="section" className="tp-card shadow-sm tp-chat" aria-labelledby="tp-chat-title">
      <div className="tp-chat-head">
        <h2 id="tp-chat-title" className="h5 mb-0">
          League chat
        </h2>
        {chat.live === 'reconnecting' && status === 'ready' && (
          <span className="small text-secondary ms-auto" role="status">
            Reconnecting…
          </span>
        )}
      </div>
      {status === 'loading' ? (
        <div className="tp-chat-log d-flex align-items-center justify-content-center">
          <Spinner animation="border" size="sm" role="status">
            <span className="visually-hidden">Loading the chat…</span>
          </Spinner>
        </div>
      ) : status !== 'ready' ? (
        <div className="tp-chat-log">
          <Alert variant={status === 'refused' ? 'info' : 'warning'} className="mt-2 mb-0">
            {chat.problem ?? (status === 'refused' ? CHAT_MESSAGES.closedToVisitors : COULD_NOT_READ)}
          </Alert>
        </div>
      ) : (
        <>
          <div
            ref={log}
            className="tp-chat-log"
            role="log"
            aria-label="Messages, oldest first"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
            tabIndex={0}
            onScroll={(event) => {
              const element = event.currentTarget;
              atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 48;
            }}
          >
            {chat.hasEarlier && (
              <div className="text-center">
                <Button
                  variant="link"
                  size="sm"
                  className="tp-chat-earlier"
                  disabled={chat.loadingEarlier}
                  onClick={chat.loadEarlier}
                >
                  {chat.loadingEarlier ? 'Loading…' : 'Load earlier messages'}
                </Button>
              </div>
            )}
            {chat.viewer.timeZone !== undefined && (
              <p className="tp-chat-shielded small text-secondary mb-1">{SHIELDED}</p>
            )}
            {messages.length === 0 ? (
              <p className="text-secondary small my-3 text-center">No messages yet. Say hello to your league.</p>
            ) : (
              <ol className="list-unstyled mb-0">
                {messages.map((message) => {
                  const mine =
                    chat.myName !== undefined && message.userName.toLowerCase() === chat.myName.toLowerCase();
                  return (
                    <ChatMessageItem
                      key={message.id}
                      message={message}
                      mine={mine}
                      canModerate={chat.canModerate}
                      canReport={chat.isMember}
                      onHide={() =>
                        act(
                          () => chat.hide(message.id),
                          () => null,
                        )
                      }
                      onMute={() =>
                        act(
                          () => chat.mute(message.userName),
                          (muted) => `${muted.userName} is muted until ${untilText(muted.mutedUntil)}.`,
                        )
                      }
                      onReport={() =>
                        act(
                          () => chat.report(message.id),
                          () => CHAT_MESSAGES.reported,
                        )
                      }
                    />
                  );
                })}
              </ol>
            )}
          </div>
          <NoticeAlert notice={notice} onClose={() => setNotice(null)} className="mx-3 my-2 py-2 small" />
          {chat.mutedUntil ? (
            <p className="tp-chat-composer small mb-0 text-secondary">
              {CHAT_MESSAGES.muted(untilText(chat.mutedUntil))}
            </p>
          ) : chat.canPost ? (
            <ChatComposer send={chat.send} />
          ) : (
            <p className="tp-chat-composer small mb-0 text-secondary">{CHAT_MESSAGES.notAMember}</p>
          )}
        </>
      )}
    </Card>
  );
}
