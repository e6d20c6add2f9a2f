import { createApiClient } from '@standl/contracts';
import { request } from './request';

export const api = createApiClient(request);
