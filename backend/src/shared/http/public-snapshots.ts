import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  applyDecorators,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  RequestMethod,
  SetMetadata,
} from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host.js';
import { ApiResponse } from '@nestjs/swagger';
import { EventBus } from '@nestjs/cqrs';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { Clock } from '../clock/clock.js';
import { AppConfig } from '../config/app-config.js';
import { ApiExceptionFilter } from './api-exception.filter.js';
import { type HttpReply, type HttpRequest, isFresh, pathOf } from './http-server.js';

const PUBLIC_SNAPSHOT = 'standl:public-snapshot';

/**
 * Marks a public GET without parameters whose answer is the same for everyone (the map, the
 * areas, the market settings): it is answered from memory (PublicSnapshots), with an ETag.
 */
export const PublicSnapshot = () =>
  applyDecorators(
    SetMetadata(PUBLIC_SNAPSHOT, true),
    ApiResponse({
      status: 304,
      description: 'Unverändert seit der Antwort, deren ETag If-None-Match nennt',
    }),
  );

interface Snapshot {
  body: Buffer;
  etag: string;
  loadedAt: number;
  clockAt: number;
}

interface Slot {
  load: () => Promise<unknown>;
  current?: Snapshot;
  loading?: Promise<Snapshot>;
}

/**
 * The answers of the `@PublicSnapshot()` routes, kept in memory and sent before the request
 * reaches Nest's pipeline (issue 17: hundreds of vendors reload the map while they pick). An
 * answer is loaded once by the route's own handler and shared by every request until
 *   - this instance publishes any domain event (a hold, a release, an organiser's change): the
 *     next request loads it again, so whoever changed something sees it at once;
 *   - it is older than `publicSnapshotMaxAgeMs` (another instance's change, a hold running
 *     out), by the real time or the Clock, whichever moved first.
 * Concurrent requests share one load. A load that fails is not kept; its requests are answered
 * by the API's exception filter as the route's would be (503 while the database is away).
 * These answers count against no rate limit and are not logged: they cost less than either.
 */
@Injectable()
export class PublicSnapshots implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly slots = new Map<string, Slot>();
  private generation = 0;
  private subscription?: { unsubscribe(): void };

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly eventBus: EventBus,
    private readonly orm: MikroORM,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly errors: ApiExceptionFilter,
  ) {}

  onApplicationBootstrap(): void {
    this.subscription = this.eventBus.subscribe(() => this.invalidate());
  }

  onApplicationShutdown(): void {
    this.subscription?.unsubscribe();
  }

  /** The paths answered from memory, e.g. '/api/booths'. */
  paths(): string[] {
    return [...this.slots.keys()].sort();
  }

  /** The answer of a marked route as JSON text, e.g. for the page data in index.html. */
  async json(path: string): Promise<string> {
    const slot = this.slots.get(path);
    if (!slot) throw new Error(`${path} ist keine @PublicSnapshot()-Route`);
    return (await this.answer(slot)).body.toString('utf8');
  }

  /** Forgets every answer, e.g. after the database changed behind the app's back. */
  invalidate(): void {
    this.generation += 1;
    for (const slot of this.slots.values()) {
      slot.current = undefined;
      slot.loading = undefined;
    }
  }

  /**
   * The server's first step for every request (before Nest's middleware and routes): answers a
   * marked route from memory and ends the request there; every other request goes on
   * (undefined, at no cost but a map look-up).
   */
  answerer(globalPrefix: string): (request: HttpRequest, reply: HttpReply) => Promise<void> | void {
    this.discover(globalPrefix);
    return (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const slot = this.slots.get(pathOf(request));
      if (!slot) return;
      return this.answer(slot).then(
        (snapshot) => send(request, reply, snapshot),
        (error: unknown) => {
          this.errors.catch(error, new ExecutionContextHost([request, reply]));
        },
      );
    };
  }

  private answer(slot: Slot): Promise<Snapshot> {
    if (slot.current && this.isFresh(slot.current)) return Promise.resolve(slot.current);
    if (!slot.loading) {
      const generation = this.generation;
      const loading = this.load(slot).then((snapshot) => {
        if (slot.loading === loading) slot.loading = undefined;
        if (generation === this.generation) slot.current = snapshot;
        return snapshot;
      });
      loading.catch(() => {
        if (slot.loading === loading) slot.loading = undefined;
      });
      slot.loading = loading;
    }
    return slot.loading;
  }

  private isFresh(snapshot: Snapshot): boolean {
    const maxAge = this.config.publicSnapshotMaxAgeMs;
    const clockAge = this.clock.now().getTime() - snapshot.clockAt;
    return performance.now() - snapshot.loadedAt < maxAge && clockAge >= 0 && clockAge < maxAge;
  }

  private async load(slot: Slot): Promise<Snapshot> {
    const clockAt = this.clock.now().getTime();
    const loadedAt = performance.now();
    const value = await RequestContext.create(this.orm.em, () => slot.load());
    const body = Buffer.from(JSON.stringify(value));
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    return { body, etag, loadedAt, clockAt };
  }

  private discover(globalPrefix: string): void {
    for (const { instance } of this.discovery.getControllers()) {
      if (!instance) continue;
      const controller = instance as Record<string, () => Promise<unknown>>;
      const prototype = Object.getPrototypeOf(controller) as object;
      const basePath = this.reflector.get<string | string[]>(PATH_METADATA, prototype.constructor);
      for (const name of this.scanner.getAllMethodNames(prototype)) {
        const method = controller[name];
        if (!this.reflector.get<boolean>(PUBLIC_SNAPSHOT, method)) continue;
        if (this.reflector.get<RequestMethod>(METHOD_METADATA, method) !== RequestMethod.GET) {
          throw new Error(`@PublicSnapshot() gilt nur für GET, nicht für ${name}`);
        }
        const path = joinPath(globalPrefix, basePath, this.reflector.get(PATH_METADATA, method));
        this.slots.set(path, { load: () => controller[name]() });
      }
    }
  }
}

function joinPath(...parts: (string | string[] | undefined)[]): string {
  const segments = parts.flatMap((part) => {
    if (Array.isArray(part)) throw new Error('@PublicSnapshot() braucht genau einen Pfad');
    return (part ?? '').split('/').filter(Boolean);
  });
  return `/${segments.join('/')}`;
}

/**
 * The snapshot, written straight to the connection: the request ends here, without the rest of
 * the server's steps (logging, the ORM's request context, the route), as the answer is ready.
 */
function send(request: HttpRequest, reply: HttpReply, snapshot: Snapshot): void {
  reply.hijack();
  const fresh = isFresh(request, snapshot.etag);
  reply.raw.writeHead(fresh ? 304 : 200, {
    'Content-Type': 'application/json; charset=utf-8',
    ETag: snapshot.etag,
    ...(fresh ? {} : { 'Content-Length': snapshot.body.length }),
  });
  reply.raw.end(fresh || request.method === 'HEAD' ? undefined : snapshot.body);
}
