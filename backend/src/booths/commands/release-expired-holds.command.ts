import { Command } from '@nestjs/cqrs';

/** Frees every stall whose hold has expired (docs/decisions.md 12); answers how many. */
export class ReleaseExpiredHoldsCommand extends Command<{ released: number }> {}
