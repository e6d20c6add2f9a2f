import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { useConfirm } from '../../shared/useConfirm';
import {
  useDeleteMember,
  useResendInvitation,
  useResetMemberSecondFactor,
  useUpdateMember,
  type TeamAccount,
} from '../api/team-api';

/**
 * The per-account commands of the team tab, each with its confirmation where it cannot be
 * undone and the server's German text when it refuses (the last organiser, the own account).
 */
export function useMemberCommands() {
  const { toast } = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const update = useUpdateMember();
  const remove = useDeleteMember();
  const resend = useResendInvitation();
  const resetSecondFactor = useResetMemberSecondFactor();

  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: apiErrorMessage(error, RETRY_TEXT), variant: 'destructive' });
  const done = (title: string, description?: string) => () =>
    toast({ title, description, variant: 'success' });

  async function setActive(account: TeamAccount, active: boolean) {
    if (
      !active &&
      !(await confirm({
        title: `${account.name} deaktivieren?`,
        text: 'Das Konto wird sofort abgemeldet und kann sich nicht mehr anmelden, bis Sie es wieder aktivieren.',
        confirmLabel: 'Deaktivieren',
        destructive: true,
      }))
    ) {
      return;
    }
    update.mutate(
      { id: account.id, active },
      {
        onSuccess: done(active ? 'Konto aktiviert' : 'Konto deaktiviert', account.name),
        onError: failed(active ? 'Aktivieren fehlgeschlagen' : 'Deaktivieren fehlgeschlagen'),
      },
    );
  }

  async function deleteAccount(account: TeamAccount) {
    const confirmed = await confirm({
      title: `${account.name} löschen?`,
      text: 'Das Konto wird endgültig gelöscht. Im Protokoll bleibt sein Name bei seinen Einträgen stehen.',
      confirmLabel: 'Löschen',
      destructive: true,
    });
    if (!confirmed) return;
    remove.mutate(account.id, {
      onSuccess: done('Konto gelöscht', account.name),
      onError: failed('Löschen fehlgeschlagen'),
    });
  }

  function resendInvitation(account: TeamAccount) {
    resend.mutate(account.id, {
      onSuccess: done('Einladung erneut verschickt', 'Der bisherige Link gilt nicht mehr.'),
      onError: failed('Einladung nicht verschickt'),
    });
  }

  async function resetTwoFactor(account: TeamAccount) {
    const confirmed = await confirm({
      title: `Zwei-Faktor-Anmeldung von ${account.name} zurücksetzen?`,
      text: 'Zum Beispiel nach einem verlorenen Telefon: Die Authenticator-App und die Wiederherstellungscodes gelten nicht mehr, das Konto wird abgemeldet und meldet sich mit dem Passwort an.',
      confirmLabel: 'Zurücksetzen',
      destructive: true,
    });
    if (!confirmed) return;
    resetSecondFactor.mutate(account.id, {
      onSuccess: done('Zwei-Faktor-Anmeldung zurückgesetzt', account.name),
      onError: failed('Zurücksetzen fehlgeschlagen'),
    });
  }

  return { setActive, deleteAccount, resendInvitation, resetTwoFactor, confirmDialog };
}

export type MemberCommands = ReturnType<typeof useMemberCommands>;
