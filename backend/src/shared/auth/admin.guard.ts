import {
  applyDecorators,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  SetMetadata,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBearerAuth } from '@nestjs/swagger';
import { AuthGuard } from '@nestjs/passport';
import {
  ADMIN_MESSAGES,
  ADMIN_ROLE_LABELS,
  type AdminRestriction,
  type AdminRole,
  TEAM_MESSAGES,
} from '@standl/contracts';
import { isDatabaseUnavailable } from '../database/database-unavailable.js';
import { ApiErrors } from '../http/api-responses.js';

/** The console account behind a request (set by the admin JWT strategy). */
export interface AdminPrincipal {
  administratorId: number;
  sessionId: string;
  username: string;
  /** The name records show for this account, as it is now. */
  displayName: string;
  role: AdminRole;
  /** Set while the account must first change its password or set up a second factor. */
  restriction: AdminRestriction | null;
}

export const ADMIN_JWT_STRATEGY = 'admin-jwt';

const ROLES = 'standl:admin-roles';
const OPEN_WHILE_RESTRICTED = 'standl:admin-open-while-restricted';

/**
 * Who besides an organiser may call a console route or controller (docs/decisions.md 206); a
 * method's list replaces its controller's. Without one, only an organiser may.
 */
export const AlsoFor = (...roles: Exclude<AdminRole, 'organiser'>[]) =>
  SetMetadata(ROLES, ['organiser', ...roles] satisfies AdminRole[]);

/** The roles a console route is open to: its method's, else its controller's, else organisers. */
export function rolesOf(
  reflector: Reflector,
  targets: Parameters<Reflector['getAllAndOverride']>[1],
): readonly AdminRole[] {
  return reflector.getAllAndOverride<AdminRole[] | undefined>(ROLES, targets) ?? ['organiser'];
}

/** A route an account may use before it has changed its one-time password or set up 2FA. */
export const OpenWhileRestricted = () => SetMetadata(OPEN_WHILE_RESTRICTED, true);

/**
 * Every `/api/admin/*` route: a valid, unrevoked token of an active account (docs/decisions.md
 * 189) whose role the route is open to (403 otherwise).
 */
@Injectable()
export class AdminGuard extends AuthGuard(ADMIN_JWT_STRATEGY) {
  private readonly reflector = new Reflector();

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const principal = context.switchToHttp().getRequest<{ user: AdminPrincipal }>().user;
    const targets = [context.getHandler(), context.getClass()];
    if (
      principal.restriction &&
      !this.reflector.getAllAndOverride<boolean>(OPEN_WHILE_RESTRICTED, targets)
    ) {
      throw new ForbiddenException(
        principal.restriction === 'password-change'
          ? TEAM_MESSAGES.passwordChangeRequired
          : TEAM_MESSAGES.secondFactorSetupRequired,
      );
    }
    if (!rolesOf(this.reflector, targets).includes(principal.role)) {
      throw new ForbiddenException(TEAM_MESSAGES.roleForbidden(ADMIN_ROLE_LABELS[principal.role]));
    }
    return true;
  }

  override handleRequest<T = AdminPrincipal>(error: unknown, principal: T | false): T {
    // The database away is no sign-out: answer 503 and keep the console signed in.
    if (isDatabaseUnavailable(error)) throw error;
    if (error || !principal) throw new UnauthorizedException(ADMIN_MESSAGES.sessionRequired);
    return principal;
  }
}

/**
 * A console route or controller: the guard, its bearer scheme and its 401/403 answers. Open to
 * organisers and the roles named by {@link AlsoFor}.
 */
export const AdminOnly = () =>
  applyDecorators(UseGuards(AdminGuard), ApiBearerAuth(), ApiErrors(401, 403));
