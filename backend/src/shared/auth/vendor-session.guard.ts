import {
  applyDecorators,
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { ApiCookieAuth } from '@nestjs/swagger';
import { QueryBus } from '@nestjs/cqrs';
import type { HttpRequest } from '../http/http-server.js';
import { VENDOR_MESSAGES } from '@standl/contracts';
import { Clock } from '../clock/clock.js';
import { AppConfig } from '../config/app-config.js';
import { ApiErrors } from '../http/api-responses.js';
import { VendorMaySignInQuery } from './vendor-may-sign-in.query.js';
import {
  readCookie,
  VENDOR_SESSION_COOKIE,
  vendorSessionIssuedAt,
  verifyVendorSession,
} from './vendor-session.js';

/**
 * For vendor routes naming a vendor (path `{id}` or body `vendorId`): the caller must hold that
 * vendor's session cookie, set by registration or a successful access-code look-up
 * (docs/decisions.md 17). Another vendor's id answers 403; a deleted or blocked vendor's session no
 * longer counts, nor one that logged out since (401, as if signed out).
 */
@Injectable()
export class VendorSessionGuard implements CanActivate {
  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly queryBus: QueryBus,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<HttpRequest>();
    const named =
      (request.params as { id?: string }).id ??
      (request.body as { vendorId?: unknown } | undefined)?.vendorId;
    await this.signedInVendor(request, (vendorId) => vendorId === named);
    return true;
  }

  /**
   * The vendor of the request's valid session cookie: 401 without one, 403 when `mayAccess`
   * refuses the vendor, 401 when the vendor may no longer sign in.
   */
  async signedInVendor(
    request: HttpRequest,
    mayAccess: (vendorId: string) => boolean,
  ): Promise<string> {
    const cookie = readCookie(request.headers.cookie, VENDOR_SESSION_COOKIE);
    const vendorId = verifyVendorSession(this.config.jwtSecret, cookie, this.clock.now());
    if (!vendorId) throw new UnauthorizedException(VENDOR_MESSAGES.sessionRequired);
    if (!mayAccess(vendorId)) throw new ForbiddenException(VENDOR_MESSAGES.notYourData);
    if (
      !(await this.queryBus.execute(
        new VendorMaySignInQuery(vendorId, vendorSessionIssuedAt(cookie!)),
      ))
    )
      throw new UnauthorizedException(VENDOR_MESSAGES.sessionRequired);
    return vendorId;
  }
}

/** A route on one vendor's own data: the guard, its cookie scheme and its 401/403 answers. */
export const VendorOwnData = () =>
  applyDecorators(
    UseGuards(VendorSessionGuard),
    ApiCookieAuth('vendor-session'),
    ApiErrors(401, 403),
  );

type SessionRequest = HttpRequest & { vendorSession?: string };

/**
 * For vendor routes naming something of the vendor's (e.g. an appointment id): any valid vendor
 * session; the route checks that the thing is the vendor's (and answers 404 when it is not).
 */
@Injectable()
export class SignedInVendorGuard implements CanActivate {
  private readonly sessions: VendorSessionGuard;

  constructor(config: AppConfig, clock: Clock, queryBus: QueryBus) {
    this.sessions = new VendorSessionGuard(config, clock, queryBus);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<SessionRequest>();
    request.vendorSession = await this.sessions.signedInVendor(request, () => true);
    return true;
  }
}

/** A route for the signed-in vendor, whoever it is: the guard, its cookie scheme and its 401. */
export const SignedInVendor = () =>
  applyDecorators(UseGuards(SignedInVendorGuard), ApiCookieAuth('vendor-session'), ApiErrors(401));

/** The vendor id of a route behind {@link SignedInVendor}. */
export const SessionVendorId = createParamDecorator(
  (_: unknown, context: ExecutionContext): string =>
    context.switchToHttp().getRequest<SessionRequest>().vendorSession!,
);
