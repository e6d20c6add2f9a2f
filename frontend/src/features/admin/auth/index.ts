export {
  forgetAdminSession,
  storedAdminToken,
  useAdminLogout,
  useAdminSession,
} from './admin-session';
export { ChangePasswordDialog } from './components/ChangePasswordDialog';
