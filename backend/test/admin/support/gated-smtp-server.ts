import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface GatedSmtpServer {
  url: string;
  /** recipients of the accepted mails */
  received: string[];
  /** the mails let through before the gate opens (see `passes`) */
  passed: Array<{ to: string; subject: string; text: string }>;
  /** Mails reaching DATA wait until this is called; then they, and all later ones, are accepted. */
  open(): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server that holds every mail at DATA until the test opens the gate: delivery progress can then be
 * watched going from "all queued" to "all sent" at a moment the test chooses.
 */
export async function startGatedSmtpServer(
  /** mails the gate never holds, kept in `passed` and not in `received` (e.g. a member's confirmation link) */
  passes: (subject: string) => boolean = () => false,
): Promise<GatedSmtpServer> {
  const received: string[] = [];
  const passed: GatedSmtpServer['passed'] = [];
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        async (mail) => {
          const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
          if (passes(mail.subject ?? '')) {
            passed.push({ to, subject: mail.subject ?? '', text: mail.text ?? '' });
            return callback();
          }
          await gate;
          received.push(to);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    passed,
    open,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
