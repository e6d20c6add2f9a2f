import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../lib/toast';
import { useAdminLogout } from './admin-session';

/** Signs out and returns to the sign-in page: `{ signOut, pending }`. */
export function useSignOut() {
  const logout = useAdminLogout();
  const navigate = useNavigate();
  const { toast } = useToast();
  function signOut() {
    logout.mutate(undefined, {
      onSettled: () => {
        toast({ title: 'Erfolgreich abgemeldet', variant: 'success' });
        void navigate('/admin-login', { replace: true });
      },
    });
  }
  return { signOut, pending: logout.isPending };
}
