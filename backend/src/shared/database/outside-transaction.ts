import { setTimeout as sleep } from 'node:timers/promises';
import { Logger } from '@nestjs/common';
import { TransactionContext } from '@mikro-orm/core';

/** An outbound call (network, rendering, a pause) was made while a transaction was open. */
export class TransactionHeldError extends Error {
  override readonly name = 'TransactionHeldError';
}

const logger = new Logger('Transaktionen');

/**
 * No transaction may stay open while the code waits on the outside world (docs/decisions.md
 * 133): on PGlite every other request would wait with it, on
 * PostgreSQL it holds a pooled connection and row locks. Called at the start of every outbound
 * call (SMTP, SumUp, PDF rendering, worker pauses); it throws outside production, so a test that
 * reaches such a call inside a transaction fails, and logs an error in production.
 */
export function assertOutsideTransaction(call: string): void {
  const em = TransactionContext.getEntityManager();
  if (!em?.isInTransaction()) return;
  const message = `${call} in einer offenen Datenbanktransaktion: erst abschließen, dann nach außen rufen`;
  if (process.env.NODE_ENV === 'production') {
    logger.error({ stack: new Error(message).stack }, message);
    return;
  }
  throw new TransactionHeldError(message);
}

/** Waits `ms`; never inside a transaction, which would stay open (and block) for the pause. */
export async function pause(ms: number, why: string): Promise<void> {
  assertOutsideTransaction(why);
  await sleep(ms);
}
