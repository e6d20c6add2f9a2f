import { createHmac } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  type NestInterceptor,
  SetMetadata,
  StreamableFile,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { headerOf, type HttpReply, type HttpRequest } from './http-server.js';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { HTTP_MESSAGES } from '@standl/contracts';
import type { AdminPrincipal } from '../auth/admin.guard.js';
import { readCookie, VENDOR_SESSION_COOKIE, verifyVendorSession } from '../auth/vendor-session.js';
import { Clock } from '../clock/clock.js';
import { pause } from '../database/outside-transaction.js';
import { AppConfig } from '../config/app-config.js';
import { rateLimitClient } from '../rate-limit/client-address.js';
import { errorAnswerOf } from './api-exception.filter.js';
import { type IdempotencyClaim, IdempotencyStore, type StoredAnswer } from './idempotency-store.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on an answer that repeats the stored answer of the key's first request. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';
export const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A client's key and its answer are kept this long. */
export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60_000;
/** A repeat waits this long for the first request's answer, then answers 409. */
export const IDEMPOTENCY_WAIT_MS = 5_000;
const POLL_MS = 50;

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

const WITHOUT_KEY = 'standl:idempotency-without-key';
const SESSION_ROUTE = 'standl:idempotency-session-route';

/**
 * A route that starts or ends a session (sign-in, registration, sign-out): it ignores the key, as
 * a repeated answer could not carry its cookie or token, and no token is stored with an answer.
 */
export const SessionRoute = () => SetMetadata(SESSION_ROUTE, true);

/**
 * A money route on which the same request from the same caller within `windowMs` is one action
 * even without a key (a double click of a client that sends none): a repeat while the first runs
 * waits for it, and a repeat of a success answers the first's result; a refusal (4xx) is not kept.
 */
export const OneActionWithinWindow = (windowMs = 10_000) => SetMetadata(WITHOUT_KEY, windowMs);

/** A request's claim; `keyed`: the client sent a key (else the same request is the key). */
interface RequestClaim extends IdempotencyClaim {
  keyed: boolean;
}

/**
 * Makes every state-changing request with an `Idempotency-Key` header happen once (issue 25): the
 * first request claims the key (caller, method, path), runs and stores its answer; a repeat with
 * the same input answers that answer (`Idempotent-Replayed: true`) and books nothing, waits for it
 * while the first still runs (409 after {@link IDEMPOTENCY_WAIT_MS}), and a different input under
 * the same key answers 422. Server errors (5xx) and refused sign-ins (401, 403, 429) are not
 * stored: a retry runs again. Runs after the guards, so the caller is known.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly store: IdempotencyStore,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<HttpRequest>();
    if (!STATE_CHANGING_METHODS.has(request.method)) return next.handle();
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(SESSION_ROUTE, targets)) return next.handle();
    const key = headerOf(request, IDEMPOTENCY_HEADER);
    const windowMs = this.reflector.getAllAndOverride<number | undefined>(WITHOUT_KEY, targets);
    if (key === undefined && windowMs === undefined) return next.handle();
    if (key !== undefined && !KEY_PATTERN.test(key)) {
      throw new HttpException(HTTP_MESSAGES.invalidIdempotencyKey, HttpStatus.BAD_REQUEST);
    }
    const fingerprint = this.hash(JSON.stringify([request.query ?? {}, request.body ?? null]));
    const scope = this.callerOf(request);
    const path = request.originalUrl.split('?')[0];
    const claim: RequestClaim = {
      keyed: key !== undefined,
      id: this.hash([scope, request.method, path, key ?? `same-request:${fingerprint}`].join('\n')),
      fingerprint,
      keepMs: key === undefined ? windowMs! : IDEMPOTENCY_KEEP_MS,
    };
    const response = context.switchToHttp().getResponse<HttpReply>();
    return from(this.once(claim, request, response, next));
  }

  private async once(
    claim: RequestClaim,
    request: HttpRequest,
    response: HttpReply,
    next: CallHandler,
  ): Promise<unknown> {
    const waitUntil = Date.now() + IDEMPOTENCY_WAIT_MS;
    for (;;) {
      const state = await this.store.claim(claim, this.clock.now());
      if (state.state === 'claimed') return this.run(claim, request, response, next);
      if (state.state === 'answered') return replay(state.answer, response);
      if (state.state === 'other-request') {
        throw new HttpException(
          HTTP_MESSAGES.idempotencyKeyReused,
          HttpStatus.UNPROCESSABLE_ENTITY,
        );
      }
      if (Date.now() >= waitUntil) {
        throw new HttpException(HTTP_MESSAGES.idempotencyInProgress, HttpStatus.CONFLICT);
      }
      await pause(POLL_MS, 'Idempotenz: auf die erste Anfrage warten');
    }
  }

  private async run(
    claim: RequestClaim,
    request: HttpRequest,
    response: HttpReply,
    next: CallHandler,
  ): Promise<unknown> {
    let body: unknown;
    try {
      body = await lastValueFrom(next.handle(), { defaultValue: undefined });
    } catch (error) {
      const answer = errorAnswerOf(error, request);
      // Without a key only a booking is repeated: a refusal may be gone once its cause is fixed.
      const stored = claim.keyed && !isRepeatable(answer.statusCode);
      await this.settle(claim, stored ? { status: answer.statusCode, body: answer } : null);
      throw error;
    }
    const storable = !(body instanceof StreamableFile || body instanceof Readable);
    await this.settle(claim, storable ? { status: response.statusCode, body } : null);
    return body;
  }

  /** Stores the answer, or frees the key for a retry; the answer is sent even if this fails. */
  private async settle(
    claim: IdempotencyClaim,
    answer: { status: number; body: unknown } | null,
  ): Promise<void> {
    try {
      if (answer) await this.store.answer(claim.id, answer);
      else await this.store.release(claim.id);
    } catch {
      // The key keeps its lease and is free again after it.
    }
  }

  /** The key's owner: the signed-in organiser, else the vendor of the session, else the address. */
  private callerOf(request: HttpRequest): string {
    const admin = (request as HttpRequest & { user?: AdminPrincipal }).user;
    if (admin?.administratorId !== undefined) return `admin:${admin.administratorId}`;
    const cookie = readCookie(request.headers.cookie, VENDOR_SESSION_COOKIE);
    const vendorId = verifyVendorSession(this.config.jwtSecret, cookie, this.clock.now());
    if (vendorId) return `vendor:${vendorId}`;
    return `client:${rateLimitClient(request.ip)}`;
  }

  /** Keyed with the app's secret: a stored fingerprint reveals nothing of a body (passwords). */
  private hash(text: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(text).digest('hex');
  }
}

/** A request's answer that a repeat should not get: a retry may succeed (5xx, 401, 403, 429). */
function isRepeatable(status: number): boolean {
  return status >= 500 || status === 401 || status === 403 || status === 429;
}

function replay(answer: StoredAnswer, response: HttpReply): unknown {
  response.header(IDEMPOTENT_REPLAY_HEADER, 'true');
  if (answer.status >= 400) {
    // The stored body as the exception's response: the filter answers its message and code.
    const body = answer.body;
    throw new HttpException(typeof body === 'object' && body !== null ? body : '', answer.status);
  }
  response.status(answer.status);
  return answer.body;
}
