import { NewEvent, streamOf } from '../../../event-store/stored-event';

/**
 * The admin asked to email every member: one mail per distinct member email, recorded in the outbox in the same
 * transaction under `email-all:{commandId}:{email}`. Event type names are stable strings.
 */
export type EmailToAllRequested = NewEvent<
  'EmailToAllRequested',
  { commandId: string; subject: string; body: string; recipients: string[]; requestedAt: string }
>;
export type EmailAllEvent = EmailToAllRequested;

/**
 * One stream per send (`admin-email-{commandId}`) rather than one `admin-email` stream for all: a send then never
 * reads every earlier send's recipient list to decide.
 */
export const emailAllStreamId = (commandId: string) => streamOf<EmailAllEvent>(`admin-email-${commandId}`);

/** The outbox intent keys of one send start with this; its progress is counted by it. */
export const emailAllIntentPrefix = (commandId: string) => `email-all:${commandId}:`;
