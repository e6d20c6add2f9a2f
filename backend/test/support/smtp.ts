import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelopeTo: string[];
  parsed: ParsedMail;
  /** The raw message as it arrived. */
  raw: string;
}

/**
 * A real SMTP server in the test process (smtp-server): collects what arrives, can refuse
 * recipients permanently (550) and can go down and come back on the same port.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** Recipients answered with 550 (permanent refusal). */
  readonly refused = new Set<string>();
  port = 0;
  private server?: SMTPServer;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(port = this.port): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      // Going down closes open (pooled) connections at once, as a crashed server would.
      closeTimeout: 50,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (this.refused.has(address.address.toLowerCase())) {
          const error = new Error('5.1.1 Mailbox unavailable') as Error & { responseCode: number };
          error.responseCode = 550;
          return callback(error);
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw)
            .then((parsed) => {
              this.received.push({
                envelopeTo: session.envelope.rcptTo.map((to) => to.address),
                parsed,
                raw,
              });
              callback();
            })
            .catch(callback);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Messages that arrived for an address. */
  to(address: string): ReceivedMail[] {
    const wanted = address.toLowerCase();
    return this.received.filter((mail) =>
      mail.envelopeTo.some((to) => to.toLowerCase() === wanted),
    );
  }

  clear(): void {
    this.received.length = 0;
    this.refused.clear();
  }
}
