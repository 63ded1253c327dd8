import net from 'node:net';

/** One message the sink accepted: its Message-ID header (without brackets) and when. */
export type SunkMail = { messageId: string; at: number };

export type SmtpSink = {
  port: number;
  /** Every message accepted, in order; a message delivered twice is here twice. */
  received: SunkMail[];
  close: () => Promise<void>;
};

/**
 * A loopback SMTP server that accepts every message and keeps its Message-ID: what a test needs
 * to count deliveries (the file transport overwrites a resent mail, so it cannot tell). Plain
 * SMTP, no STARTTLS, no AUTH, no pipelining: nodemailer then speaks one command at a time.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: SunkMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const header = message.split('\r\n\r\n')[0] ?? '';
          const id = /^message-id:\s*<([^>]+)>/im.exec(header)?.[1] ?? '';
          received.push({ messageId: id, at: Date.now() });
          reply('250 OK queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-sink\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
          return;
        } else reply('250 OK');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
