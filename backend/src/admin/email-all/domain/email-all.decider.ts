import { conflict } from '../../../common/domain-error';
import { Decider } from '../../../event-store/decider';
import { EmailAllEvent } from './email-all.events';

export interface EmailAllState {
  requested: boolean;
}

export interface RequestEmailToAll {
  type: 'RequestEmailToAll';
  commandId: string;
  subject: string;
  body: string;
  /** distinct, lower-cased member emails */
  recipients: string[];
  now: Date;
}

export const emailAllDecider: Decider<EmailAllState, RequestEmailToAll, EmailAllEvent> = {
  initialState: () => ({ requested: false }),
  evolve: (_state, event) => (event.type === 'EmailToAllRequested' ? { requested: true } : _state),
  decide: (command, state) => {
    if (state.requested) throw conflict('This email was already sent.');
    return [
      {
        type: 'EmailToAllRequested',
        data: {
          commandId: command.commandId,
          subject: command.subject,
          body: command.body,
          recipients: command.recipients,
          requestedAt: command.now.toISOString(),
        },
      },
    ];
  },
};
