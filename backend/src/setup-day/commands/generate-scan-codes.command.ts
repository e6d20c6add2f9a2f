import { Command } from '@nestjs/cqrs';

/** Every vendor with an assigned stall and no scan code gets one; answers how many got one. */
export class GenerateScanCodesCommand extends Command<number> {
  constructor(readonly admin: string) {
    super();
  }
}
