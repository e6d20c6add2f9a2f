import type { QueryBus } from '@nestjs/cqrs';
import { GetVendorAccountQuery } from '../../payments/index.js';
import { GetVendorMailDataQuery } from '../../registration/index.js';
import type { BlockedVendorData } from '../domain/block-list.js';

/** What the archive copies of a live vendor (registration's and payments' read models); null if gone. */
export async function blockedVendorData(
  queryBus: QueryBus,
  vendorId: string,
): Promise<(BlockedVendorData & { isBlocked: boolean }) | null> {
  const vendor = (await queryBus.execute(new GetVendorMailDataQuery([vendorId]))).get(vendorId);
  if (!vendor) return null;
  const account = await queryBus.execute(new GetVendorAccountQuery(vendorId));
  return {
    vendorId,
    name: vendor.name,
    email: vendor.email,
    boothArea: vendor.boothHeld ? null : vendor.areaName,
    boothNumber: vendor.boothHeld ? null : vendor.boothNumber,
    totalAmount: vendor.boothHeld ? 0 : vendor.totalAmount,
    paymentAmount: vendor.paymentAmount,
    paymentMethod: vendor.paymentAmount > 0 ? (account?.paymentMethod ?? null) : null,
    isBlocked: vendor.isBlocked,
    canBeUnblocked: vendor.canBeUnblocked,
  };
}
