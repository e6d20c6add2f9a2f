import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { ScanCode } from '../domain/scan-code.entity.js';
import { SetUpScan } from '../domain/set-up-scan.entity.js';
import { ForgetScanCodeCommand } from './forget-scan-code.command.js';

@CommandHandler(ForgetScanCodeCommand)
export class ForgetScanCodeHandler implements ICommandHandler<ForgetScanCodeCommand> {
  constructor(private readonly transaction: DomainTransaction) {}

  execute({ vendorId }: ForgetScanCodeCommand): Promise<number> {
    return this.transaction.run(async ({ em }) => {
      const codes = await em.nativeDelete(ScanCode, { vendorId });
      const scans = await em.nativeDelete(SetUpScan, { vendorId });
      return codes + scans;
    });
  }
}
