import type {
  AdminLoginDto,
  AdminLoginResultDto,
  AdminMeDto,
  AdminSecondFactorRequiredDto,
} from '@standl/contracts';
import { adminApi } from '../../../../lib/admin-api';

/** The signed-in console account, GET /api/admin/me (issue 29). */
export type ConsoleAccount = AdminMeDto;

export type SignInCredentials = AdminLoginDto;

export type SignedIn = AdminLoginResultDto;

/** POST /api/admin/login: a session, or the request for the second factor (no token yet). */
export type SignInAnswer = AdminLoginResultDto | AdminSecondFactorRequiredDto;

export function fetchConsoleAccount(): Promise<ConsoleAccount> {
  return adminApi.adminMe();
}

export function signIn(credentials: SignInCredentials): Promise<SignInAnswer> {
  return adminApi.adminLogin(credentials);
}

export function needsSecondFactor(answer: SignInAnswer): answer is AdminSecondFactorRequiredDto {
  return 'secondFactorRequired' in answer && answer.secondFactorRequired === true;
}
