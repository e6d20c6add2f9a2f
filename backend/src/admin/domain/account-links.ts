import { HttpStatus } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { TEAM_MESSAGES } from '@standl/contracts';
import { DomainError } from '../../shared/errors/domain-error.js';
import { ACCOUNT_LINK_HOURS, verifiedTokenId } from './account-link.js';
import { type AccountTokenPurpose, AdminAccountToken } from './admin-account-token.entity.js';
import { Administrator } from './administrator.entity.js';

/**
 * Issues a new one-time link: the account's older unused links of the purpose stop working
 * (docs/decisions.md 211). Answers the stored row; the token is computed from its id.
 */
export async function issueAccountLink(
  em: EntityManager,
  administratorId: number,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<AdminAccountToken> {
  await em.nativeUpdate(
    AdminAccountToken,
    { administratorId, purpose, usedAt: null },
    { usedAt: now },
  );
  const token = em.create(AdminAccountToken, {
    administratorId,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ACCOUNT_LINK_HOURS[purpose] * 3_600_000),
  });
  await em.flush();
  return token;
}

/**
 * The link's row and account when it may be used now: forged or unknown 400, used 409, expired
 * 410, each with its German text. With `lock`, the row is locked till the transaction ends, so
 * two uses at once cannot both pass.
 */
export async function openAccountLink(
  em: EntityManager,
  secret: string,
  purpose: AccountTokenPurpose,
  token: string,
  now: Date,
  lock = false,
): Promise<{ link: AdminAccountToken; account: Administrator }> {
  const id = verifiedTokenId(secret, purpose, token);
  const link = id
    ? await em.findOne(
        AdminAccountToken,
        { id, purpose },
        lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
      )
    : null;
  const account = link ? await em.findOne(Administrator, { id: link.administratorId }) : null;
  if (!link || !account || !account.active) {
    throw new DomainError(TEAM_MESSAGES.linkInvalid, HttpStatus.BAD_REQUEST);
  }
  if (link.usedAt) throw new DomainError(TEAM_MESSAGES.linkUsed, HttpStatus.CONFLICT);
  if (link.expiresAt <= now) throw new DomainError(TEAM_MESSAGES.linkExpired, HttpStatus.GONE);
  return { link, account };
}
