import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SETUP_DAY_MESSAGES } from '@standl/contracts';
import { ListOnSiteVendorsQuery } from '../../registration/index.js';
import { Clock } from '../../shared/clock/clock.js';
import { lockForTransaction } from '../../shared/database/advisory-lock.js';
import { ConflictError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { ScanCodeAssignedEvent } from '../domain/scan-code-assigned.event.js';
import { ScanCode } from '../domain/scan-code.entity.js';
import { pickScanCodes, SCAN_CODE_CAPACITY } from '../domain/scan-codes.js';
import { GenerateScanCodesCommand } from './generate-scan-codes.command.js';

@CommandHandler(GenerateScanCodesCommand)
export class GenerateScanCodesHandler implements ICommandHandler<GenerateScanCodesCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  execute({ admin }: GenerateScanCodesCommand): Promise<number> {
    return this.transaction.run(async ({ em, record }) => {
      await lockForTransaction(em, 'setup-day:scan-codes');
      const [vendors, existing] = await Promise.all([
        this.queryBus.execute(new ListOnSiteVendorsQuery()),
        em.find(ScanCode, {}),
      ]);
      const hasCode = new Set(existing.map((scanCode) => scanCode.vendorId));
      const missing = vendors.filter((vendor) => !vendor.isBlocked && !hasCode.has(vendor.id));
      if (missing.length > SCAN_CODE_CAPACITY - existing.length)
        throw new ConflictError(SETUP_DAY_MESSAGES.noFreeScanCodes);
      const codes = pickScanCodes(missing.length, new Set(existing.map((row) => row.code)));
      const now = this.clock.now();
      missing.forEach((vendor, index) => {
        em.create(ScanCode, { vendorId: vendor.id, code: codes[index], createdAt: now });
        record(new ScanCodeAssignedEvent(vendor.id, {}));
      });
      return missing.length;
    }, admin);
  }
}
