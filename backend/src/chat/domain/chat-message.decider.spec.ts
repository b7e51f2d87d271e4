import { CHAT_MESSAGES } from '@tribal/contracts';
import { describe, it } from 'vitest';
import { deciderSpec } from '../../event-store/decider-spec';
import { ChatMessageHidden, ChatMessageReported, ChatMessageSent } from './chat.events';
import { chatMessageDecider } from './chat-message.decider';

const spec = deciderSpec(chatMessageDecider);
const now = new Date('2026-03-05T01:30:00.000Z');
const sent: ChatMessageSent = {
  type: 'ChatMessageSent',
  data: {
    leagueId: 'L',
    season: 49,
    messageId: '7',
    authorKey: 'entry:e2',
    userName: 'Russell',
    text: 'I am the best player ever',
    sentAt: '2026-03-05T01:20:00.000Z',
    moment: null,
  },
};
const hidden: ChatMessageHidden = {
  type: 'ChatMessageHidden',
  data: { leagueId: 'L', messageId: '7', userName: 'Russell', hiddenAt: now.toISOString() },
};
const reportedBy = (key: 'entry:e1' | 'commissioner', name: string): ChatMessageReported => ({
  type: 'ChatMessageReported',
  data: { leagueId: 'L', messageId: '7', reporterKey: key, reporterName: name, reportedAt: now.toISOString() },
});

describe('a chat message after it was sent', () => {
  it('the commissioner hides it, naming whose it was and never its text', () => {
    spec.given([sent]).when({ type: 'HideMessage', now }).thenEmits([hidden]);
  });

  it('hiding it again adds nothing', () => {
    spec.given([sent, hidden]).when({ type: 'HideMessage', now }).thenEmits([]);
  });

  it('a message that was never sent cannot be hidden or reported', () => {
    spec.given([]).when({ type: 'HideMessage', now }).thenThrows(404, CHAT_MESSAGES.messageNotFound);
    spec
      .given([])
      .when({ type: 'ReportMessage', reporter: { key: 'entry:e1', userName: 'Sandra' }, now })
      .thenThrows(404, CHAT_MESSAGES.messageNotFound);
  });

  it('each member reports it once; another member may report it too', () => {
    const sandra = { key: 'entry:e1' as const, userName: 'Sandra' };
    spec
      .given([sent])
      .when({ type: 'ReportMessage', reporter: sandra, now })
      .thenEmits([reportedBy('entry:e1', 'Sandra')]);
    spec
      .given([sent, reportedBy('entry:e1', 'Sandra')])
      .when({ type: 'ReportMessage', reporter: sandra, now })
      .thenEmits([]);
    spec
      .given([sent, reportedBy('entry:e1', 'Sandra')])
      .when({ type: 'ReportMessage', reporter: { key: 'commissioner', userName: 'Jeff' }, now })
      .thenEmits([reportedBy('commissioner', 'Jeff')]);
  });
});
