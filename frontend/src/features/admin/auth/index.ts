export {
  forgetAdminSession,
  storedAdminToken,
  useAdminLogout,
  useAdminSession,
} from './admin-session';
export type { ConsoleAccount } from './api/account-api';
export { AccountMenu } from './components/AccountMenu';
export { RestrictionGate } from './components/RestrictionGate';
export {
  CONSOLE_PERMISSIONS,
  ROLE_PERMISSIONS,
  roleMay,
  type ConsolePermission,
} from './console-permissions';
export { ConsoleRoleProvider, useConsoleRole, useMay } from './console-role';
export { useSignOut } from './use-sign-out';
