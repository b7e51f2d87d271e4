import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { startedForTheFile } from '../../support/started-for-the-file';

/** What the SMTP server accepted, as a mail client would read it. */
export interface ReceivedMail {
  to: string;
  subject: string;
  messageId: string;
  text: string;
  /** Header lines by lower-cased name, unfolded, as the client sent them (e.g. `list-unsubscribe`). */
  headers: Record<string, string>;
  attachments: Array<{ filename?: string; contentType: string; content: Buffer }>;
}

export interface SmtpBehaviour {
  /** Answer RCPT TO with this error (e.g. a 451) instead of accepting the recipient. */
  refuseRecipient?(address: string, attempt: number): SmtpRefusal | undefined;
  /** Never answer the n-th DATA (1-based): the sender hangs there until it times out or dies. */
  stallDataNumber?: number;
}

export interface SmtpRefusal {
  code: number;
  message: string;
}

export interface SmtpTestServer {
  url: string;
  /** Accepted mails only: a message whose DATA was never answered is not here. */
  received: ReceivedMail[];
  /** Resolves when the stalled DATA begins. */
  stalled: Promise<void>;
  rcptAttempts(address: string): number;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port (no TLS, no auth), parsing what it accepts with mailparser. */
export async function startSmtpTestServer(behaviour: SmtpBehaviour = {}): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const attempts = new Map<string, number>();
  let dataCount = 0;
  let markStalled = () => {};
  const stalled = new Promise<void>((resolve) => {
    markStalled = resolve;
  });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const attempt = (attempts.get(address.address) ?? 0) + 1;
      attempts.set(address.address, attempt);
      const refusal = behaviour.refuseRecipient?.(address.address, attempt);
      if (!refusal) return callback();
      const error = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
      callback(error);
    },
    onData(stream, _session, callback) {
      dataCount += 1;
      if (dataCount === behaviour.stallDataNumber) {
        stream.resume();
        markStalled();
        return; // never answered
      }
      simpleParser(stream).then(
        (mail) => {
          received.push({
            to: Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? ''),
            subject: mail.subject ?? '',
            messageId: mail.messageId ?? '',
            text: mail.text ?? '',
            headers: Object.fromEntries(
              mail.headerLines.map((h) => [
                h.key,
                h.line
                  .slice(h.line.indexOf(':') + 1)
                  .replace(/\r?\n\s+/g, ' ')
                  .trim(),
              ]),
            ),
            attachments: mail.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: a.content,
            })),
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  server.on('error', () => {}); // a killed client resets its connection: expected here
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stalled,
    rcptAttempts: (address) => attempts.get(address) ?? 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The SMTP server of a test file: started before its first test, closed after its last (register it before the
 * test app that sends to it, so the app closes first). Read it inside tests, hooks and option functions.
 */
export function setUpSmtpTestServer(behaviour: SmtpBehaviour = {}): SmtpTestServer {
  const smtp = startedForTheFile('the SMTP test server', () => startSmtpTestServer(behaviour));
  return {
    get url() {
      return smtp().url;
    },
    get received() {
      return smtp().received;
    },
    get stalled() {
      return smtp().stalled;
    },
    rcptAttempts: (address) => smtp().rcptAttempts(address),
    close: () => smtp().close(),
  };
}
