import type { EmailTemplateDto } from '@standl/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { adminApi } from '../../../../lib/admin-api';
import { type MutationCallbacks, requestMutation } from '../../../../lib/query-client';

export const templateKeys = { all: ['/api/admin/email-templates'] as const };

export const emailTemplatesQuery = queryOptions<EmailTemplateDto[]>({
  queryKey: templateKeys.all,
  queryFn: () => adminApi.listEmailTemplates(),
});

export type EmailTemplateBody = Parameters<typeof adminApi.createEmailTemplate>[0];

export const useCreateDefaultEmailTemplates = requestMutation(() =>
  adminApi.createDefaultEmailTemplates(),
);

export const useDeleteEmailTemplate = requestMutation((template: EmailTemplateDto) =>
  adminApi.deleteEmailTemplate(template.id),
);

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
