import { chmod, mkdir, rename, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import type { AppConfig } from '../config/app-config';

/** One outbox row, ready to send. */
export interface OutgoingMail {
  outboxId: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachment[];
  headers: MailHeaders;
}

/** Header name → value, sent as given (nodemailer encodes what needs it). */
export type MailHeaders = Record<string, string>;

export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export interface MailTransport {
  /** Resolves once the mail is accepted (by the SMTP server, or written to disk). */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

type TransportConfig = Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>;

/**
 * The Message-ID is the outbox id: should a sender die between the SMTP server's acceptance and marking the
 * row sent, the one repeat this allows carries the same Message-ID, so a mail client or a log can tell it.
 */
export function messageIdFor(outboxId: string): string {
  return `<${outboxId}@tribal-pool>`;
}

export function outboxFolder(config: Pick<AppConfig, 'dataDir'>): string {
  return join(config.dataDir, 'outbox');
}

/** For the start-up banner. */
export function describeMailTransport(config: TransportConfig): string {
  if (config.smtpUrl) {
    const url = new URL(config.smtpUrl);
    const port = url.port || (url.protocol === 'smtps:' ? '465' : '587');
    return `SMTP at ${url.hostname}:${port}`;
  }
  const folder = relative(process.cwd(), outboxFolder(config)) || outboxFolder(config);
  return `local outbox folder ${folder}`;
}

function toMessage(config: TransportConfig, mail: OutgoingMail) {
  return {
    from: config.mailFrom,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
    messageId: messageIdFor(mail.outboxId),
    headers: mail.headers,
    attachments: mail.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.contentBase64,
      encoding: 'base64',
    })),
  };
}

/** SMTP when SMTP_URL is set; otherwise each mail becomes `{dataDir}/outbox/{outboxId}.eml`. */
export function createMailTransport(config: TransportConfig): MailTransport {
  if (config.smtpUrl) {
    // Bounded timeouts keep a send well inside the claim lease (mail-settings.ts); the URL may still set its own.
    const smtp: Transporter = createTransport({
      url: config.smtpUrl,
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 60_000,
    });
    return {
      async send(mail) {
        await smtp.sendMail(toMessage(config, mail));
      },
      close: () => smtp.close(),
    };
  }
  const folder = outboxFolder(config);
  const files = createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail) {
      const info = await files.sendMail(toMessage(config, mail));
      // Mail holds sign-in links and reset links: only the app's own user may read it (0700 folder, 0600 files),
      // also when the folder was made by an older version or another umask.
      await mkdir(folder, { recursive: true, mode: 0o700 });
      await chmod(folder, 0o700);
      // Write then rename, so a reader never sees half a message.
      const target = join(folder, `${mail.outboxId}.eml`);
      await writeFile(`${target}.tmp`, info.message as Buffer, { mode: 0o600 });
      await chmod(`${target}.tmp`, 0o600);
      await rename(`${target}.tmp`, target);
    },
    close: () => files.close(),
  };
}
