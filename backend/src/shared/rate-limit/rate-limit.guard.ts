import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiExtension } from '@nestjs/swagger';
import type { HttpReply, HttpRequest } from '../http/http-server.js';
import { HTTP_MESSAGES } from '@standl/contracts';
import { Clock } from '../clock/clock.js';
import { type AttemptRule, AttemptLimiter, COUNTS_ATTEMPTS } from './attempt-limiter.js';
import { rateLimitClient } from './client-address.js';
import { RateLimitStore } from './rate-limit.store.js';

export interface RateLimitRule {
  /** Counter name; routes sharing a name share the budget. */
  name: string;
  limit: number;
  windowMs: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitRule = { name: 'default', limit: 600, windowMs: 60_000 };

const RATE_LIMIT = 'standl:rate-limit';
const NO_RATE_LIMIT = 'standl:no-rate-limit';

/**
 * The OpenAPI extension on an operation that no rate limit answers: the contract documents no
 * 429 for it (documentCommonErrors).
 */
export const NO_RATE_LIMIT_EXTENSION = 'x-rate-limit';

/** Sets a tighter request budget per client address for a route or controller. */
export const RateLimit = (rule: RateLimitRule) => SetMetadata(RATE_LIMIT, rule);

/**
 * Exempts a route or controller from every request budget: it is neither limited nor counted
 * (health, issue 26: a load balancer polling from an address that many clients share must not
 * read 429 as a dead instance). Only for cheap routes that reveal and change nothing.
 */
export const NoRateLimit = () =>
  applyDecorators(SetMetadata(NO_RATE_LIMIT, true), ApiExtension(NO_RATE_LIMIT_EXTENSION, 'none'));

/**
 * Counts requests per client (an address, IPv6 by its /64) and rule; past the limit answers 429
 * with a German message. Routes marked `@NoRateLimit()` pass uncounted.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly store: RateLimitStore,
    private readonly attempts: AttemptLimiter,
    private readonly clock: Clock,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const unlimited = this.reflector.getAllAndOverride<boolean>(NO_RATE_LIMIT, [
      context.getHandler(),
      context.getClass(),
    ]);
    // Before the store: an exempt request is not counted, nor does it wait for the database.
    if (unlimited) return true;
    const rule =
      this.reflector.getAllAndOverride<RateLimitRule>(RATE_LIMIT, [
        context.getHandler(),
        context.getClass(),
      ]) ?? DEFAULT_RATE_LIMIT;
    const request = context.switchToHttp().getRequest<HttpRequest>();
    const response = context.switchToHttp().getResponse<HttpReply>();
    const now = this.clock.now().getTime();
    const client = rateLimitClient(request.ip);
    const route = { key: `${rule.name}:${client}`, windowMs: rule.windowMs };
    const attemptRule = this.reflector.get<AttemptRule | undefined>(
      COUNTS_ATTEMPTS,
      context.getHandler(),
    );
    const hit = attemptRule
      ? await this.attempts.hitWithAttempt(request, response.raw, route, attemptRule, client)
      : await this.store.hit(route.key, route.windowMs, now);
    response.header('RateLimit-Limit', rule.limit);
    response.header('RateLimit-Remaining', Math.max(0, rule.limit - hit.count));
    if (hit.count > rule.limit) {
      response.header('Retry-After', Math.ceil((hit.resetAt - now) / 1000));
      throw new HttpException(HTTP_MESSAGES.tooManyRequests, HttpStatus.TOO_MANY_REQUESTS);
    }
    return true;
  }
}
