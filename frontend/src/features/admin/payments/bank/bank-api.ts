import type {
  BankStatementBookingDto,
  BankStatementBookingResultDto,
  BankStatementDto,
  BankStatementSummaryDto,
  BankTransferDto,
} from '@standl/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminApi } from '../../../../lib/admin-api';
import { type MutationCallbacks, requestMutation } from '../../../../lib/query-client';
import { adminKeys } from '../../shared/admin-queries';
import { useInvalidatePayments } from '../payments-api';

export const bankKeys = {
  statements: ['/api/admin/bank-statements'] as const,
  statement: (id: string) => ['/api/admin/bank-statements', id] as const,
};

/** The statements uploaded so far, newest first, with their open lines (organiser only). */
export const bankStatementsQuery = queryOptions<BankStatementSummaryDto[]>({
  queryKey: bankKeys.statements,
  queryFn: () => adminApi.listBankStatements(),
  staleTime: 30_000,
});

/** One statement with its lines, matches and the parse report. */
export const bankStatementQuery = (id: string) =>
  queryOptions<BankStatementDto>({
    queryKey: bankKeys.statement(id),
    queryFn: () => adminApi.getBankStatement(id),
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
      return adminApi.uploadBankStatement(form);
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
  body: BankStatementBookingDto;
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
      adminApi.bookBankStatement(statementId, body),
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
