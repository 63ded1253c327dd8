import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

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
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail(message(mail));
    },
    close: () => transporter.close(),
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
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(mail) {
      const info = await transporter.sendMail(message(mail));
      const file = path.join(dir, emlFileName(mail));
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(temporary, info.message as Buffer);
      await fs.rename(temporary, file);
    },
    close: () => transporter.close(),
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
