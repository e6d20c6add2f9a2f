import type { SendDirectEmailDto } from '@standl/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../lib/admin-api';
import { requestMutation } from '../../../../lib/query-client';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { outboxKeys, sentToast, smtpConfiguredQuery } from './outbox-api';

/** A send's progress, polled every 2 s until no message of it waits any more. */
export function useBatchProgress(batchId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['/api/admin/mail-batches', batchId],
      queryFn: () => adminApi.mailBatchProgress(batchId!),
      enabled: batchId !== null,
      refetchInterval: (query) =>
        query.state.data && query.state.data.queued === 0 ? false : 2_000,
    }),
  );
}

/** One direct mail through the outbox (E-Mails tab and vendor dialog), with the tab's toasts. */
export function useSendDirectMail() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const smtp = useQuery(smtpConfiguredQuery);
  return useMutation({
    mutationFn: (body: SendDirectEmailDto) => adminApi.sendDirectEmail(body),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: outboxKeys.all });
      toast({ ...sentToast(smtp.data, result.message), variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'Fehler beim Versenden der E-Mails',
        description: apiErrorMessage(error, RETRY_TEXT),
        variant: 'destructive',
      }),
  });
}

type MassEmail = Omit<Parameters<typeof adminApi.sendMassEmail>[0], 'requestId'>;
type CsvEmail = Omit<Parameters<typeof adminApi.sendCsvEmail>[0], 'requestId'>;

/** A mail to the vendors picked; each send is one request id (the server sends it once). */
export const useSendMassEmail = requestMutation((body: MassEmail) =>
  adminApi.sendMassEmail({ ...body, requestId: crypto.randomUUID() }),
);

/** A mail to the addresses of an imported CSV file; one request id per send. */
export const useSendCsvEmail = requestMutation((body: CsvEmail) =>
  adminApi.sendCsvEmail({ ...body, requestId: crypto.randomUUID() }),
);
