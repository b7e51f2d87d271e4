import { Button } from 'react-bootstrap';

export interface MessageActionChoices {
  hide: boolean;
  mute: boolean;
  report: boolean;
}

interface ChatMessageActionsProps {
  id: string;
  userName: string;
  choices: MessageActionChoices;
  onHide(): void;
  onMute(): void;
  onReport(): void;
}

/**
 * What can be done to a message, opened from its "⋯": the commissioner hides it or mutes its writer, a member reports
 * it. A row of thumb-sized buttons under the message (no floating menu to aim at on a phone).
 */
export function ChatMessageActions({ id, userName, choices, onHide, onMute, onReport }: ChatMessageActionsProps) {
  return (
    <div id={id} className="tp-chat-action-row">
      {choices.hide && (
        <Button size="sm" variant="outline-secondary" onClick={onHide}>
          Hide this message
        </Button>
      )}
      {choices.mute && (
        <Button size="sm" variant="outline-danger" onClick={onMute}>
          Mute {userName} for 24 hours
        </Button>
      )}
      {choices.report && (
        <Button size="sm" variant="outline-secondary" onClick={onReport}>
          Report to the commissioner
        </Button>
      )}
    </div>
  );
}
