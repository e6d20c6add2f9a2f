import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * How the database goes away: `refuse` closes the port (as a stopped server: ECONNREFUSED),
 * `blackhole` accepts connections and never answers (as a host that is gone: timeouts).
 */
export type CutMode = 'refuse' | 'blackhole';

/** A TCP proxy in front of the database that a test can cut and restore. */
export class TcpProxy {
  private readonly sockets = new Set<Socket>();
  private mode: CutMode | 'open' = 'open';
  private server: Server;
  port = 0;

  private constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {
    this.server = this.createServer();
  }

  static async start(targetHost: string, targetPort: number): Promise<TcpProxy> {
    const proxy = new TcpProxy(targetHost, targetPort);
    await proxy.listen(0);
    return proxy;
  }

  /** Drops every open connection; new ones are refused or swallowed until `restore()`. */
  async cut(mode: CutMode): Promise<void> {
    this.mode = mode;
    this.destroyAll();
    if (mode === 'refuse') await new Promise((resolve) => this.server.close(resolve));
  }

  async restore(): Promise<void> {
    if (this.mode === 'open') return;
    const wasRefusing = this.mode === 'refuse';
    this.mode = 'open';
    this.destroyAll(); // connections held by a blackhole never reached the database
    if (wasRefusing) {
      this.server = this.createServer();
      await this.listen(this.port);
    }
  }

  async close(): Promise<void> {
    this.destroyAll();
    if (this.server.listening) await new Promise((resolve) => this.server.close(resolve));
  }

  private createServer(): Server {
    return createServer((client) => {
      this.track(client);
      if (this.mode !== 'open') return;
      const upstream = connect(this.targetPort, this.targetHost);
      this.track(upstream);
      client.pipe(upstream).pipe(client);
      const end = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('close', end);
      upstream.on('close', end);
    });
  }

  private listen(port: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => {
        this.port = (this.server.address() as { port: number }).port;
        resolve();
      });
    });
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => this.sockets.delete(socket));
  }

  private destroyAll(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }
}
