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
 * recipients permanently (550), can go down and come back on the same port, and can behave like
 * a slow, hanging or failing provider.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** Recipients answered with 550 (permanent refusal). */
  readonly refused = new Set<string>();
  /** The raw text of every message whose DATA began, in order: complete, cut or hanging. */
  readonly started: string[] = [];
  /** Waits this long before accepting each message (a slow provider, greylisting). */
  delayMs = 0;
  /** The next this many messages: the connection is cut in the middle of DATA. */
  dropMidData = 0;
  /** While true, messages that begin are read but never answered (a provider that hangs). */
  hang = false;
  port = 0;
  private server?: SMTPServer;
  private startedListeners: (() => void)[] = [];

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
        const index = this.started.push('') - 1;
        const drop = this.dropMidData > 0;
        const hang = this.hang;
        if (drop) this.dropMidData -= 1;
        stream.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          this.started[index] = Buffer.concat(chunks).toString('utf8');
          this.startedListeners.splice(0).forEach((listener) => listener());
          if (drop) this.connectionOf(session.id)?.destroy();
        });
        stream.on('end', async () => {
          if (drop) return;
          const raw = Buffer.concat(chunks).toString('utf8');
          if (hang) return;
          if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
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
    this.started.length = 0;
    this.refused.clear();
    this.delayMs = 0;
    this.dropMidData = 0;
    this.hang = false;
  }

  /** Resolves once DATA of a message has begun arriving (at once if one has since `clear`). */
  messageStarted(): Promise<void> {
    if (this.started.some((raw) => raw.length > 0)) return Promise.resolve();
    return new Promise((resolve) => this.startedListeners.push(resolve));
  }

  /** The socket of an open connection, to cut it like a network failure would. */
  private connectionOf(sessionId: string): { destroy(): void } | undefined {
    const connections = (
      this.server as unknown as {
        connections: Set<{ id: string; _socket: { destroy(): void } }>;
      }
    ).connections;
    return [...connections].find((connection) => connection.id === sessionId)?._socket;
  }
}
