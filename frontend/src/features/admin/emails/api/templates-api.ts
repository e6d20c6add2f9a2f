import type { EmailTemplateDto } from '@standl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../../../lib/admin-api';

export const templateKeys = { all: ['/api/admin/email-templates'] as const };

export const emailTemplatesQuery = queryOptions<EmailTemplateDto[]>({
  queryKey: templateKeys.all,
  queryFn: () => adminApi.listEmailTemplates(),
});
