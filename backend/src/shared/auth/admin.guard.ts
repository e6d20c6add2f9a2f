import { applyDecorators, Injectable, UnauthorizedException, UseGuards } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { AuthGuard } from '@nestjs/passport';
import { ADMIN_MESSAGES } from '@standl/contracts';
import { isDatabaseUnavailable } from '../database/database-unavailable.js';
import { ApiErrors } from '../http/api-responses.js';

/** The administrator behind a request (set by the admin JWT strategy). */
export interface AdminPrincipal {
  administratorId: number;
  sessionId: string;
  username: string;
}

export const ADMIN_JWT_STRATEGY = 'admin-jwt';

/** Every `/api/admin/*` route: a valid, unrevoked administrator token (docs/decisions.md 189). */
@Injectable()
export class AdminGuard extends AuthGuard(ADMIN_JWT_STRATEGY) {
  override handleRequest<T = AdminPrincipal>(error: unknown, principal: T | false): T {
    // The database away is no sign-out: answer 503 and keep the console signed in.
    if (isDatabaseUnavailable(error)) throw error;
    if (error || !principal) throw new UnauthorizedException(ADMIN_MESSAGES.sessionRequired);
    return principal;
  }
}

/** An organiser-only route or controller: the guard, its bearer scheme and its 401 answer. */
export const AdminOnly = () =>
  applyDecorators(UseGuards(AdminGuard), ApiBearerAuth(), ApiErrors(401));
