import { Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ADMIN_MESSAGES } from '@standl/contracts';

/** The administrator behind a request (set by the admin JWT strategy). */
export interface AdminPrincipal {
  administratorId: number;
  sessionId: string;
  username: string;
}

export const ADMIN_JWT_STRATEGY = 'admin-jwt';

/** Every `/api/admin/*` route: a valid, unrevoked administrator token (DECISIONS 12). */
@Injectable()
export class AdminGuard extends AuthGuard(ADMIN_JWT_STRATEGY) {
  override handleRequest<T = AdminPrincipal>(error: unknown, principal: T | false): T {
    if (error || !principal) throw new UnauthorizedException(ADMIN_MESSAGES.sessionRequired);
    return principal;
  }
}
