export {
  forgetAdminSession,
  storedAdminToken,
  useAdminLogout,
  useAdminSession,
} from './admin-session';
export type { ConsoleAccount } from './api/account-api';
export { AccountMenu } from './components/AccountMenu';
export { RestrictionGate } from './components/RestrictionGate';
export { useSignOut } from './use-sign-out';
