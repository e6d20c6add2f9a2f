import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { lockForTransaction } from '../../shared/database/advisory-lock.js';
import { emailIs } from '../../shared/database/email-filter.js';
import { ArchiveEntry } from './archive-entry.entity.js';

/** What the archive keeps of a blocked vendor (docs/decisions.md 77: no phone, no description). */
export interface BlockedVendorData {
  vendorId: string;
  name: string;
  email: string;
  boothArea: string | null;
  boothNumber: string | null;
  totalAmount: number;
  paymentAmount: number;
  paymentMethod: string | null;
  /** False while the vendor's block is permanent. */
  canBeUnblocked: boolean;
}

/**
 * Puts a vendor on the block list (docs/decisions.md 77): their blocked entry gets the reason (and
 * `year` when given), else their entry of that year is blocked, else a blocked entry is written.
 * One blocked entry per vendor, whoever writes it first (the organiser's call or the reaction to
 * the vendor's block): the vendor's lock serialises them. Answers whether anything changed.
 */
export async function blockInArchive(
  em: EntityManager,
  vendor: BlockedVendorData,
  reason: string,
  year: number | undefined,
  currentYear: number,
  now: Date,
): Promise<{ entry: ArchiveEntry; changed: boolean }> {
  await lockForTransaction(em, `archive-vendor:${vendor.vendorId}`);
  const existing =
    (await em.findOne(
      ArchiveEntry,
      { vendorId: vendor.vendorId, status: 'blocked' },
      { orderBy: { archivedAt: 'desc', id: 'desc' } },
    )) ??
    (await em.findOne(
      ArchiveEntry,
      { vendorId: vendor.vendorId, year: year ?? currentYear },
      { orderBy: { id: 'desc' } },
    ));
  if (existing) {
    const changed = existing.block(reason, year, vendor.canBeUnblocked);
    await em.flush();
    return { entry: existing, changed };
  }
  const entry = em.create(ArchiveEntry, {
    ...vendor,
    year: year ?? currentYear,
    status: 'blocked',
    reason,
    accessBlocked: true,
    archivedAt: now,
  });
  await em.flush();
  return { entry, changed: true };
}

/**
 * Lifts every block of a vendor (by id) and of their e-mail address (any case): unblocking
 * means the person may register again. A permanent block stays (the address remains blocked):
 * lifting another block of the same person must not lift it. Answers the entries it changed.
 */
export async function liftBlocks(
  em: EntityManager,
  who: { vendorId?: string | null; email?: string | null },
): Promise<ArchiveEntry[]> {
  if (!who.vendorId && !who.email) return [];
  // lower() as the block list is read (IsEmailBlockedQuery), not ILIKE.
  const whose: FilterQuery<ArchiveEntry>[] = [];
  if (who.vendorId) whose.push({ vendorId: who.vendorId });
  if (who.email) whose.push(emailIs<ArchiveEntry>(who.email));
  const entries = await em.find(ArchiveEntry, {
    status: 'blocked',
    canBeUnblocked: true,
    $or: whose,
  });
  if (entries.length === 0) return [];
  for (const entry of entries) entry.unblock();
  await em.flush();
  return entries;
}

/** The vendor's blocked entries take the vendor's mark (permanent or liftable). */
export async function markBlocksOfVendor(
  em: EntityManager,
  vendorId: string,
  canBeUnblocked: boolean,
): Promise<void> {
  const entries = await em.find(ArchiveEntry, { vendorId, status: 'blocked' });
  for (const entry of entries) entry.markPermanence(canBeUnblocked);
  await em.flush();
}
