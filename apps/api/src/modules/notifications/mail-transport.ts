import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

let nodemailerModule: typeof Nodemailer | undefined;
/**
 * nodemailer, loaded from node_modules with the first mail a process sends rather than evaluated
 * with the bundle at every start (2.3 MB of heap in a bare Node process; docs/decisions/084). A
 * process that only serves pages never loads it.
 */
const nodemailer = () =>
  (nodemailerModule ??= createRequire(import.meta.url)('nodemailer') as typeof Nodemailer);

/** A transporter made on first use; `close` closes it only if it was made. */
function lazyTransporter(make: () => Transporter) {
  let transporter: Transporter | undefined;
  return {
    get: () => (transporter ??= make()),
    close: () => transporter?.close(),
  };
}

/** A mail ready to leave: what the outbox row holds, plus the sender. */
export type OutgoingMail = {
  id: number;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The Message-ID header, without angle brackets. */
  messageId: string;
  createdAt: Date;
  /** Extra headers (List-Unsubscribe). */
  headers?: Record<string, string>;
  /** Files attached, resolved from the outbox's references just before sending. */
  attachments?: MailAttachment[];
};

export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export type MailTransport = {
  readonly kind: 'smtp' | 'file';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

function message(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: `<${mail.messageId}>`,
    date: mail.createdAt,
    ...(mail.headers && Object.keys(mail.headers).length > 0 ? { headers: mail.headers } : {}),
    ...(mail.attachments && mail.attachments.length > 0 ? { attachments: mail.attachments } : {}),
  };
}

/** Delivers through an SMTP server (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.ro:465). */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = lazyTransporter(() => nodemailer().createTransport(smtpUrl));
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.get().sendMail(message(mail));
    },
    close: transporter.close,
  };
}

/** `<created>-<id>.eml`: sorted by time, and the same name for the same mail (a resend overwrites). */
export function emlFileName(mail: Pick<OutgoingMail, 'id' | 'createdAt'>): string {
  const stamp = mail.createdAt
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return `${stamp}-${mail.id}.eml`;
}

/**
 * Without SMTP, every mail becomes an .eml file in `dir` (open it with any mail client). The file
 * is written under a temporary name and renamed, so a crash never leaves half a mail that looks
 * whole.
 */
export function createFileTransport(dir: string): MailTransport {
  const transporter = lazyTransporter(() =>
    nodemailer().createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    kind: 'file',
    async send(mail) {
      const info = await transporter.get().sendMail(message(mail));
      const file = path.join(dir, emlFileName(mail));
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(temporary, info.message as Buffer);
      await fs.rename(temporary, file);
    },
    close: transporter.close,
  };
}

export function createMailTransport(options: {
  smtpUrl: string | undefined;
  dataDir: string;
}): MailTransport {
  return options.smtpUrl
    ? createSmtpTransport(options.smtpUrl)
    : createFileTransport(path.join(options.dataDir, 'mail'));
}
