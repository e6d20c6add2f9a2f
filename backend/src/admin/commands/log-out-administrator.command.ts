import { Command } from '@nestjs/cqrs';

/** Revokes one session: its token stops working at once. */
export class LogOutAdministratorCommand extends Command<void> {
  constructor(readonly sessionId: string) {
    super();
  }
}
