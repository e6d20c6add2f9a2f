import type { ArchiveEntryDto, SeasonChangeDto } from '@standl/contracts';

export function archiveEntry(overrides: Partial<ArchiveEntryDto> = {}): ArchiveEntryDto {
  return {
    id: 1,
    vendorId: null,
    name: 'Kerzenzieherei Huber',
    email: 'huber@example.at',
    phone: null,
    year: 2025,
    status: 'active',
    reason: null,
    boothArea: 'Arkadenhof',
    boothNumber: 'AK-12',
    totalAmount: 15000,
    paymentAmount: 15000,
    paymentMethod: 'cash',
    accessBlocked: false,
    canBeUnblocked: true,
    archivedAt: '2026-02-08T08:00:00.000Z',
    ...overrides,
  };
}

export function seasonChange(overrides: Partial<SeasonChangeDto> = {}): SeasonChangeDto {
  return {
    dryRun: true,
    year: 2026,
    nextYear: 2027,
    vendorCount: 2,
    blockedCount: 1,
    stallsFreed: 2,
    vendors: [
      {
        vendorId: 'v-1',
        name: 'Kerzenzieherei Huber',
        boothNumber: 'AK-12',
        status: 'paid',
        blocked: false,
      },
      {
        vendorId: 'v-2',
        name: 'Punsch Pichler',
        boothNumber: null,
        status: 'confirmed',
        blocked: true,
      },
    ],
    message: 'Probelauf: 2 Händler würden archiviert.',
    ...overrides,
  };
}
