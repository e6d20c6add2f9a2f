import { AsyncLocalStorage } from 'node:async_hooks';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { Injectable } from '@nestjs/common';
import { Observable } from 'rxjs';

/** A console account as the author of a change: its id and its display name at the time. */
export interface AccountActor {
  accountId: number;
  name: string;
}

const acting = new AsyncLocalStorage<AccountActor>();

/**
 * The console account on whose request the code runs (docs/decisions.md 208): every domain event
 * stored while it runs names that account, so no command can forget who acted. Background work
 * (reactions, jobs) runs outside any account.
 */
export const ActingAccount = {
  current(): AccountActor | undefined {
    return acting.getStore();
  },
  run<T>(actor: AccountActor, work: () => T): T {
    return acting.run(actor, work);
  },
  /** Runs `work` as no account, e.g. background work woken by a request. */
  outside<T>(work: () => T): T {
    return acting.exit(work);
  },
};

interface RequestWithAccount {
  user?: { administratorId?: number; displayName?: string };
}

/** Runs each console request's handler as its signed-in account. Runs after the guards. */
@Injectable()
export class ActingAccountInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const user = context.switchToHttp().getRequest<RequestWithAccount>().user;
    if (user?.administratorId === undefined || user.displayName === undefined) {
      return next.handle();
    }
    const actor = { accountId: user.administratorId, name: user.displayName };
    return new Observable((subscriber) =>
      ActingAccount.run(actor, () => next.handle().subscribe(subscriber)),
    );
  }
}
