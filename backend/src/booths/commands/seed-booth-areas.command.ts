import { Command } from '@nestjs/cqrs';

/** Creates the default areas and their stalls on first start; does nothing once any area exists. */
export class SeedBoothAreasCommand extends Command<{ createdAreas: number }> {}
