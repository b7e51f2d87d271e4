import { CHAT_MESSAGES, type ChatMessage } from '@tribal/contracts';
import { useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { formatLocalClockTime } from '@/lib/local-clock';
import { ChatMessageActions } from './chat-message-actions';

interface ChatMessageItemProps {
  message: ChatMessage;
  mine: boolean;
  canModerate: boolean;
  canReport: boolean;
  onHide(): void;
  onMute(): void;
  onReport(): void;
}

/** "9:14 pm" today, "Dec 1, 9:14 pm" before: in this device's own time. */
function sentAt(at: string): string {
  const when = new Date(at);
  const time = formatLocalClockTime(when.getTime());
  if (when.toDateString() === new Date().toDateString()) return time;
  return `${when.toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}, ${time}`;
}

/**
 * One message: the Survivor Name, when, and the text as plain text. React writes it as text, never as HTML, and a
 * link stays words (nothing is fetched or linked): what a member typed is what everyone reads.
 */
export function ChatMessageItem({
  message,
  mine,
  canModerate,
  canReport,
  onHide,
  onMute,
  onReport,
}: ChatMessageItemProps) {
  const [open, setOpen] = useState(false);
  const choices = {
    hide: canModerate && !message.hidden,
    mute: canModerate && !mine,
    // The commissioner acts on a message themselves: reporting it to themselves would mail them.
    report: canReport && !canModerate && !mine && !message.hidden,
  };
  const any = choices.hide || choices.mute || choices.report;
  const actionsId = `tp-chat-actions-${message.id}`;
  const chosen = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    <li className={`tp-chat-message${mine ? ' is-mine' : ''}`} data-message-id={message.id}>
      <div className="tp-chat-body">
        <div className="tp-chat-meta">
          <span className="tp-chat-name">{message.userName}</span>
          <time className="tp-chat-time" dateTime={message.at}>
            {sentAt(message.at)}
          </time>
          {canModerate && (message.reports ?? 0) > 0 && (
            <Badge bg="warning" text="dark">
              {message.reports === 1 ? '1 report' : `${message.reports} reports`}
            </Badge>
          )}
        </div>
        {message.hidden ? (
          <p className="tp-chat-text tp-chat-hidden">{CHAT_MESSAGES.hiddenByCommissioner}</p>
        ) : (
          <p className="tp-chat-text">{message.text}</p>
        )}
        {any && open && (
          <ChatMessageActions
            id={actionsId}
            userName={message.userName}
            choices={choices}
            onHide={chosen(onHide)}
            onMute={chosen(onMute)}
            onReport={chosen(onReport)}
          />
        )}
      </div>
      {any && (
        <Button
          variant="link"
          className="tp-chat-more text-secondary text-decoration-none"
          aria-label={`More for ${message.userName}’s message`}
          aria-expanded={open}
          aria-controls={open ? actionsId : undefined}
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true">⋯</span>
        </Button>
      )}
    </li>
  );
}
