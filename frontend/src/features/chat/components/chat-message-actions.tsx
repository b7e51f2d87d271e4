import type { ChatMessage } from '@tribal/contracts';
import { Dropdown } from 'react-bootstrap';

interface ChatMessageActionsProps {
  message: ChatMessage;
  mine: boolean;
  canModerate: boolean;
  /** a member may report a message of someone else */
  canReport: boolean;
  onHide(): void;
  onMute(): void;
  onReport(): void;
}

/** A message's "⋯" menu: the commissioner hides it or mutes its writer; a member reports it. Nothing when none apply. */
export function ChatMessageActions({
  message,
  mine,
  canModerate,
  canReport,
  onHide,
  onMute,
  onReport,
}: ChatMessageActionsProps) {
  const hide = canModerate && !message.hidden;
  const mute = canModerate && !mine;
  const report = canReport && !mine && !message.hidden;
  if (!hide && !mute && !report) return null;
  return (
    <Dropdown align="end" className="tp-chat-actions">
      <Dropdown.Toggle
        variant="link"
        className="text-secondary text-decoration-none"
        aria-label={`More for ${message.userName}’s message`}
      >
        <span aria-hidden="true">⋯</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {hide && (
          <Dropdown.Item as="button" onClick={onHide}>
            Hide this message
          </Dropdown.Item>
        )}
        {mute && (
          <Dropdown.Item as="button" onClick={onMute}>
            Mute {message.userName} for 24 hours
          </Dropdown.Item>
        )}
        {report && (
          <Dropdown.Item as="button" onClick={onReport}>
            Report to the commissioner
          </Dropdown.Item>
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}
