import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { ScanCode } from '../domain/scan-code.entity.js';
import { ForgetScanCodeCommand } from './forget-scan-code.command.js';

@CommandHandler(ForgetScanCodeCommand)
export class ForgetScanCodeHandler implements ICommandHandler<ForgetScanCodeCommand> {
  constructor(private readonly transaction: DomainTransaction) {}

  execute({ vendorId }: ForgetScanCodeCommand): Promise<number> {
    return this.transaction.run(({ em }) => em.nativeDelete(ScanCode, { vendorId }));
  }
}
