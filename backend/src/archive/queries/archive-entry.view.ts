import type { ArchiveEntry, ArchiveStatus } from '../domain/archive-entry.entity.js';

/** An archive entry as plain values (spec 001 "Archive entry"); amounts in cents. */
export interface ArchiveEntryView {
  id: number;
  vendorId: string | null;
  name: string;
  email: string;
  phone: string | null;
  year: number;
  status: ArchiveStatus;
  reason: string | null;
  boothArea: string | null;
  boothNumber: string | null;
  totalAmount: number;
  paymentAmount: number;
  paymentMethod: string | null;
  accessBlocked: boolean;
  /** False for a permanent block. */
  canBeUnblocked: boolean;
  archivedAt: Date;
}

export function viewOfEntry(entry: ArchiveEntry): ArchiveEntryView {
  return {
    id: entry.id,
    vendorId: entry.vendorId,
    name: entry.name,
    email: entry.email,
    phone: entry.phone,
    year: entry.year,
    status: entry.status,
    reason: entry.reason,
    boothArea: entry.boothArea,
    boothNumber: entry.boothNumber,
    totalAmount: entry.totalAmount,
    paymentAmount: entry.paymentAmount,
    paymentMethod: entry.paymentMethod,
    accessBlocked: entry.accessBlocked,
    canBeUnblocked: entry.canBeUnblocked,
    archivedAt: entry.archivedAt,
  };
}
