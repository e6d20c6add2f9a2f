import type { SecondFactorSetupDto } from '@standl/contracts';
import { adminApi } from '../../../../lib/admin-api';
import { requestMutation } from '../../../../lib/query-client';

/** The secret, its otpauth URL and a QR code (PNG data URL) of a second factor being set up. */
export type SecondFactorSetup = SecondFactorSetupDto;

export const useStartSecondFactor = requestMutation(adminApi.startOwnSecondFactor);

/** The first code turns the second factor on; the answer's ten recovery codes are shown once. */
export const useConfirmSecondFactor = requestMutation((code: string) =>
  adminApi.confirmOwnSecondFactor({ code }),
);

export const useTurnOffSecondFactor = requestMutation((password: string) =>
  adminApi.disableOwnSecondFactor({ password }),
);
