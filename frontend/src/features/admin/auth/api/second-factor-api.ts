import { request } from '../../../../lib/request';
import { requestMutation } from '../../../../lib/query-client';

/** POST /api/admin/me/second-factor/setup: the secret, its otpauth URL and a QR code (PNG data URL). */
export interface SecondFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

export const useStartSecondFactor = requestMutation(() =>
  request<SecondFactorSetup>('POST', '/api/admin/me/second-factor/setup'),
);

/** The first code turns the second factor on; the answer's ten recovery codes are shown once. */
export const useConfirmSecondFactor = requestMutation((code: string) =>
  request<{ recoveryCodes: string[] }>('POST', '/api/admin/me/second-factor/confirm', { code }),
);

export const useTurnOffSecondFactor = requestMutation((password: string) =>
  request<void>('DELETE', '/api/admin/me/second-factor', { password }),
);
