import { Command } from '@nestjs/cqrs';

/**
 * The organiser describes where a stall of area SO is (spec: location description only for
 * area SO); null clears it. Other areas are refused with 400.
 */
export class UpdateBoothLocationCommand extends Command<{ changed: boolean }> {
  constructor(
    readonly boothId: number,
    readonly locationDescription: string | null,
    readonly admin: string,
  ) {
    super();
  }
}
