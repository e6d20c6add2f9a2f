import {
  applyDecorators,
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCookieAuth } from '@nestjs/swagger';
import type { HttpRequest } from '../http/http-server.js';
import { Clock } from '../clock/clock.js';
import { AppConfig } from '../config/app-config.js';
import { ApiErrors } from '../http/api-responses.js';
import { AdminGuard, type AdminPrincipal } from './admin.guard.js';
import { VendorSessionGuard } from './vendor-session.guard.js';

/** Who called a route open to the organiser and to vendors: exactly one is set. */
export interface Caller {
  admin: AdminPrincipal | null;
  /** The vendor of the session cookie. */
  vendorId: string | null;
}

type CallerRequest = HttpRequest & { user?: AdminPrincipal; vendorSession?: string };

/**
 * Documents open to the organiser and to the vendor they concern (invoices): a request with an
 * `Authorization: Bearer` header must be a valid organiser token (as AdminGuard); otherwise the
 * vendor-session cookie must be valid (docs/decisions.md 17), and a path `{id}` must be that
 * vendor's (403 otherwise). Which documents a vendor may see beyond that is the route's rule.
 */
@Injectable()
export class AdminOrVendorGuard implements CanActivate {
  private readonly adminGuard = new AdminGuard();
  private readonly vendorGuard: VendorSessionGuard;

  constructor(config: AppConfig, clock: Clock, queryBus: QueryBus) {
    this.vendorGuard = new VendorSessionGuard(config, clock, queryBus);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<CallerRequest>();
    if (/^Bearer\s/i.test(request.headers.authorization ?? '')) {
      return (await this.adminGuard.canActivate(context)) as boolean;
    }
    const named = (request.params as { id?: string }).id;
    request.vendorSession = await this.vendorGuard.signedInVendor(
      request,
      (vendorId) => named === undefined || named === vendorId,
    );
    return true;
  }
}

/** A route for the organiser (Bearer token) or the vendor concerned (session cookie). */
export const AdminOrVendor = () =>
  applyDecorators(
    UseGuards(AdminOrVendorGuard),
    ApiBearerAuth(),
    ApiCookieAuth('vendor-session'),
    ApiErrors(401, 403),
  );

/** The caller of a route behind {@link AdminOrVendor}. */
export const CurrentCaller = createParamDecorator(
  (_: unknown, context: ExecutionContext): Caller => {
    const request = context.switchToHttp().getRequest<CallerRequest>();
    return { admin: request.user ?? null, vendorId: request.vendorSession ?? null };
  },
);
