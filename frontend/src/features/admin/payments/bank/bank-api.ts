import type { BankTransferDto } from '@standl/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminApi } from '../../../../lib/admin-api';
import { type MutationCallbacks, requestMutation } from '../../../../lib/query-client';
import { request } from '../../../../lib/request';
import { adminKeys } from '../../shared/admin-queries';
import { useInvalidatePayments } from '../payments-api';
import type {
  BankStatementBookDto,
  BankStatementBookingResultDto,
  BankStatementDto,
  BankStatementSummaryDto,
} from './bank-api-types';

export const bankKeys = {
  statements: ['/api/admin/bank-statements'] as const,
  statement: (id: string) => ['/api/admin/bank-statements', id] as const,
};

/** The statements uploaded so far, newest first, with their open lines (organiser only). */
export const bankStatementsQuery = queryOptions<BankStatementSummaryDto[]>({
  queryKey: bankKeys.statements,
  queryFn: () => request<BankStatementSummaryDto[]>('GET', '/api/admin/bank-statements'),
  staleTime: 30_000,
});

/** One statement with its lines, matches and the parse report. */
export const bankStatementQuery = (id: string) =>
  queryOptions<BankStatementDto>({
    queryKey: bankKeys.statement(id),
    queryFn: () =>
      request<BankStatementDto>('GET', `/api/admin/bank-statements/${encodeURIComponent(id)}`),
    staleTime: 0,
  });

export interface TransferBooking {
  vendorId: string;
  body: BankTransferDto;
}

/** 'Überweisung verbuchen': a transfer that arrived, booked by hand. */
export const useRecordBankTransfer = requestMutation(({ vendorId, body }: TransferBooking) =>
  adminApi.recordBankTransfer(vendorId, body),
);

/** Uploads a statement file (CAMT.053 or a bank's CSV) as multipart/form-data field `file`. */
export function useUploadBankStatement(options: MutationCallbacks<BankStatementDto, File>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return request<BankStatementDto>('POST', '/api/admin/bank-statements', form);
    },
    onSuccess: async (statement, ...rest) => {
      queryClient.setQueryData(bankKeys.statement(statement.id), statement);
      await queryClient.invalidateQueries({ queryKey: bankKeys.statements, exact: true });
      await options.onSuccess?.(statement, ...rest);
    },
  });
}

export interface StatementBooking {
  statementId: string;
  body: BankStatementBookDto;
}

/** 'Buchen': the decided lines of a statement (a vendor, or null to ignore). */
export function useBookBankStatement(
  options: MutationCallbacks<BankStatementBookingResultDto, StatementBooking>,
) {
  const queryClient = useQueryClient();
  const invalidatePayments = useInvalidatePayments();
  return useMutation({
    ...options,
    mutationFn: ({ statementId, body }: StatementBooking) =>
      request<BankStatementBookingResultDto>(
        'POST',
        `/api/admin/bank-statements/${encodeURIComponent(statementId)}/book`,
        body,
      ),
    onSuccess: async (result, ...rest) => {
      queryClient.setQueryData(bankKeys.statement(result.statement.id), result.statement);
      await options.onSuccess?.(result, ...rest);
    },
    onSettled: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bankKeys.statements, exact: true }),
        invalidatePayments(),
      ]);
      await options.onSettled?.(...args);
    },
  });
}

/** After a transfer: the payments and what the dashboard's checklist and tiles show. */
export function useInvalidateAfterTransfer(): () => Promise<void> {
  const queryClient = useQueryClient();
  const invalidatePayments = useInvalidatePayments();
  return useCallback(async () => {
    await Promise.all([
      invalidatePayments(),
      queryClient.invalidateQueries({ queryKey: adminKeys.readiness }),
    ]);
  }, [queryClient, invalidatePayments]);
}
