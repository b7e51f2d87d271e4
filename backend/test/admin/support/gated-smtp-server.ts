import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface GatedSmtpServer {
  url: string;
  /** recipients of the accepted mails */
  received: string[];
  /** Mails reaching DATA wait until this is called; then they, and all later ones, are accepted. */
  open(): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server that holds every mail at DATA until the test opens the gate: delivery progress can then be
 * watched going from "all queued" to "all sent" at a moment the test chooses.
 */
export async function startGatedSmtpServer(): Promise<GatedSmtpServer> {
  const received: string[] = [];
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
          await gate;
          received.push(Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? ''));
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
    open,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
