import { Command } from '@nestjs/cqrs';

/** Frees every stall whose hold has expired (DECISIONS 17); answers how many. */
export class ReleaseExpiredHoldsCommand extends Command<{ released: number }> {}
