import type { EmailTemplateDto } from '@standl/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { adminApi, type AdminApiResult } from '../../../../lib/admin-api';
import type { MutationCallbacks } from '../../../../lib/query-client';

export const templateKeys = { all: ['/api/admin/email-templates'] as const };

export const emailTemplatesQuery = queryOptions<EmailTemplateDto[]>({
  queryKey: templateKeys.all,
  queryFn: () => adminApi.listEmailTemplates(),
});

export type EmailTemplateBody = Parameters<typeof adminApi.createEmailTemplate>[0];

export function useCreateDefaultEmailTemplates(
  options: MutationCallbacks<AdminApiResult<'createDefaultEmailTemplates'>>,
) {
  return useMutation({ ...options, mutationFn: () => adminApi.createDefaultEmailTemplates() });
}

export function useDeleteEmailTemplate(
  options: MutationCallbacks<AdminApiResult<'deleteEmailTemplate'>, EmailTemplateDto>,
) {
  return useMutation({
    ...options,
    mutationFn: (template: EmailTemplateDto) => adminApi.deleteEmailTemplate(template.id),
  });
}

/** Saves `template`, or a new one when there is none. */
export function useSaveEmailTemplate(
  template: EmailTemplateDto | null | undefined,
  options: MutationCallbacks<EmailTemplateDto, EmailTemplateBody>,
) {
  return useMutation({
    ...options,
    mutationFn: (body: EmailTemplateBody) =>
      template
        ? adminApi.updateEmailTemplate(template.id, body)
        : adminApi.createEmailTemplate(body),
  });
}
