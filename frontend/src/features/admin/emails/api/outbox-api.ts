import type { MailHoldsDto } from '@standl/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { adminApi } from '../../../../lib/admin-api';
import { type MutationCallbacks, requestMutation } from '../../../../lib/query-client';

export type OutboxFilter = NonNullable<Parameters<typeof adminApi.listOutbox>[0]>;

export const outboxKeys = {
  all: ['/api/admin/outbox'] as const,
  list: (filter: OutboxFilter) => [...outboxKeys.all, 'list', filter] as const,
  message: (id: number) => [...outboxKeys.all, id] as const,
  holds: ['/api/admin/mail-settings'] as const,
};

/** Refreshed every 5 s while messages wait, so the organiser sees them leave. */
export const outboxQuery = (filter: OutboxFilter) =>
  queryOptions({
    queryKey: outboxKeys.list(filter),
    queryFn: () => adminApi.listOutbox(filter),
    refetchInterval: (query) => ((query.state.data?.counts.queued ?? 0) > 0 ? 5_000 : 30_000),
  });

export const outboxMessageQuery = (id: number) =>
  queryOptions({
    queryKey: outboxKeys.message(id),
    queryFn: () => adminApi.outboxMessage(id),
  });

export const mailHoldsQuery = queryOptions<MailHoldsDto>({
  queryKey: outboxKeys.holds,
  queryFn: () => adminApi.mailSettings(),
});

/** Whether mail leaves the machine (SMTP_URL set), for the mail tab's notice. */
export const smtpConfiguredQuery = queryOptions({
  queryKey: [...outboxKeys.all, 'smtp'] as const,
  queryFn: async () => (await adminApi.listOutbox({ limit: 1, offset: 0 })).smtpConfigured,
  staleTime: 300_000,
});

/** The toast after a send: without SMTP the mails are only filed, never 'versendet'. */
export function sentToast(smtpConfigured: boolean | undefined, message: string) {
  return smtpConfigured === false
    ? {
        title: 'E-Mails abgelegt',
        description: 'SMTP ist nicht eingerichtet: die E-Mails verlassen diesen Rechner nicht.',
      }
    : { title: 'E-Mails versendet', description: message };
}

export const useUpdateMailHolds = requestMutation(adminApi.updateMailSettings);

export type OutboxAction = 'retry' | 'release' | 'discard';

const OUTBOX_ACTIONS: Record<OutboxAction, (id: number) => Promise<unknown>> = {
  retry: adminApi.retryOutboxMessage,
  release: adminApi.releaseOutboxMessage,
  discard: adminApi.discardOutboxMessage,
};

/** Sends a message of the outbox again, releases a held one or discards it. */
export function useOutboxAction(id: number, options: MutationCallbacks<unknown, OutboxAction>) {
  return useMutation({
    ...options,
    mutationFn: (action: OutboxAction) => OUTBOX_ACTIONS[action](id),
  });
}
