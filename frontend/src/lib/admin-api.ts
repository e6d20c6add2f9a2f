import { createAdminApiClient } from '@standl/contracts';
import { request } from './request';

/** The console's calls (/api/admin/…): a module of its own, so public pages never load it. */
export const adminApi = createAdminApiClient(request);

/** What a call of the console's client answers, e.g. `AdminApiResult<'changeSeason'>`. */
export type AdminApiResult<K extends keyof typeof adminApi> = Awaited<
  ReturnType<(typeof adminApi)[K]>
>;
