import { useMutation } from '@tanstack/react-query';
import { adminApi } from '../../../../lib/admin-api';

export type PasswordChange = Parameters<typeof adminApi.changeAdminPassword>[0];

/** The organiser's password change; the dialog shows the outcome. */
export function useChangeAdminPassword() {
  return useMutation({
    mutationFn: (body: PasswordChange) => adminApi.changeAdminPassword(body),
  });
}
