import { Command } from '@nestjs/cqrs';

/** The organiser removes an area's plan image; the plan size and the stalls' places stay. */
export class DeleteAreaPlanCommand extends Command<{ removed: boolean }> {
  constructor(
    readonly areaId: number,
    readonly admin: string,
  ) {
    super();
  }
}
