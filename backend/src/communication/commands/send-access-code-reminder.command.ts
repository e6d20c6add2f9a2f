import { Command } from '@nestjs/cqrs';

/** 'Zugangscode vergessen?': mails the code to the vendors registered with this address. */
export class SendAccessCodeReminderCommand extends Command<void> {
  constructor(readonly email: string) {
    super();
  }
}
