import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A local SMTP server on loopback (smtp-server) that keeps every message, parsed (mailparser). */
export interface FakeSmtp {
  url: string;
  messages: ParsedMail[];
  /** Envelope recipients of each message, in order. */
  recipients: string[][];
  close(): Promise<void>;
}

/**
 * Starts it on a free port of 127.0.0.1, without TLS or login. `refuse` names recipients it
 * refuses at RCPT TO (550), as a real server refuses an unknown mailbox.
 */
export async function startFakeSmtp(opts: { refuse?: (to: string) => boolean } = {}): Promise<FakeSmtp> {
  const messages: ParsedMail[] = [];
  const recipients: string[][] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (opts.refuse?.(address.address)) {
        const err = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(err);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          recipients.push(session.envelope.rcptTo.map((r) => r.address));
          callback();
        })
        .catch((err: unknown) => callback(err as Error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    recipients,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
