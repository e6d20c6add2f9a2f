import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { EntityManager } from '@mikro-orm/sql';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { ADMIN_MESSAGES } from '@standl/contracts';
import { Clock } from '../../shared/clock/clock.js';
import { ADMIN_JWT_STRATEGY, type AdminPrincipal } from '../../shared/auth/admin.guard.js';
import { AppConfig } from '../../shared/config/app-config.js';
import { AdminSession } from '../domain/admin-session.entity.js';
import { Administrator } from '../domain/administrator.entity.js';
import { TeamPolicy } from '../domain/team-policy.entity.js';
import type { AdminTokenPayload } from './admin-token.js';

/** Bearer JWT signed by this server whose session is neither revoked nor expired. */
@Injectable()
export class AdminJwtStrategy extends PassportStrategy(Strategy, ADMIN_JWT_STRATEGY) {
  constructor(
    config: AppConfig,
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
    });
  }

  /** The role and the state come from the account as it is now, not from the token. */
  async validate(payload: AdminTokenPayload): Promise<AdminPrincipal> {
    const em = this.em.fork();
    const [session, account, policy] = await Promise.all([
      em.findOne(AdminSession, { id: payload.sid, administratorId: payload.sub }),
      em.findOne(Administrator, { id: payload.sub }),
      em.findOne(TeamPolicy, { id: 1 }),
    ]);
    if (!session?.isActive(this.clock.now()) || !account?.active) {
      throw new UnauthorizedException(ADMIN_MESSAGES.sessionRequired);
    }
    return {
      administratorId: account.id,
      sessionId: session.id,
      username: account.username,
      displayName: account.name,
      role: account.role,
      restriction: account.restriction(policy?.requireSecondFactor ?? false),
    };
  }
}
