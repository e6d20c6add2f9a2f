import { EntityManager } from '@mikro-orm/sql';
import { JwtService } from '@nestjs/jwt';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../shared/clock/clock.js';
import type { AdminTokenPayload } from '../auth/admin-token.js';
import { AdminSession } from '../domain/admin-session.entity.js';
import { Administrator } from '../domain/administrator.entity.js';
import { ResolveScanAuthorQuery, type ScanAuthor } from './resolve-scan-author.query.js';

/** A phone's clock may run this far ahead of the server's (as the scan time's own check). */
const CLOCK_DRIFT_MS = 5 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@QueryHandler(ResolveScanAuthorQuery)
export class ResolveScanAuthorHandler implements IQueryHandler<ResolveScanAuthorQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly jwt: JwtService,
    private readonly clock: Clock,
  ) {}

  async execute({ proof, scannedAt }: ResolveScanAuthorQuery): Promise<ScanAuthor | null> {
    if (scannedAt.getTime() > this.clock.now().getTime() + CLOCK_DRIFT_MS) return null;
    const payload = await this.verified(proof);
    if (!payload) return null;
    const em = this.em.fork();
    const session = await em.findOne(AdminSession, {
      id: payload.sid,
      administratorId: payload.sub,
    });
    if (!session || !wasLive(session, scannedAt)) return null;
    const account = await em.findOne(Administrator, { id: payload.sub });
    return account && { accountId: account.id, name: account.name, role: account.role };
  }

  /** The payload of a token this server signed, expired or not; null for anything else. */
  private async verified(proof: string): Promise<AdminTokenPayload | null> {
    try {
      // The expiry is the session's, and the session is checked against the scan time below:
      // a token that expired after the scan still names who scanned (docs/decisions.md 223).
      const payload = await this.jwt.verifyAsync<Partial<AdminTokenPayload>>(proof, {
        algorithms: ['HS256'],
        ignoreExpiration: true,
      });
      const { sub, sid } = payload;
      if (!Number.isSafeInteger(sub) || typeof sid !== 'string' || !UUID.test(sid)) return null;
      return payload as AdminTokenPayload;
    } catch {
      return null;
    }
  }
}

/** Begun by `at`, and at `at` neither expired nor revoked. */
function wasLive(session: AdminSession, at: Date): boolean {
  return (
    session.createdAt <= at &&
    session.expiresAt > at &&
    (session.revokedAt === null || session.revokedAt > at)
  );
}
