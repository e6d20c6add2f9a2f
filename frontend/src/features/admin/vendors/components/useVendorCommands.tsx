import type { AdminVendorDto } from '@standl/contracts';
import { formatEuro } from '../../../../lib/format';
import { useVendorAction, vendorActions } from '../api/vendor-admin-api';
import { useConfirm } from '../../shared/useConfirm';

type Vendor = Pick<AdminVendorDto, 'id' | 'name'>;

/** The spec's block reason for the list's 'Sperren' button (001 section 7). */
export const LIST_BLOCK_REASON = 'Gesperrt durch Admin';

/**
 * The actions the list and the detail dialog share, each behind its confirmation question.
 * Render `confirmDialog` once where the commands are used.
 */
export function useVendorCommands() {
  const [confirm, confirmDialog] = useConfirm();
  const markSetUp = useVendorAction(vendorActions.markSetUp);
  const block = useVendorAction(vendorActions.block);
  const unblock = useVendorAction(vendorActions.unblock);
  const reject = useVendorAction(vendorActions.reject);
  const remove = useVendorAction(vendorActions.remove);

  return {
    confirmDialog,
    block,
    pending:
      markSetUp.isPending ||
      block.isPending ||
      unblock.isPending ||
      reject.isPending ||
      remove.isPending,
    async markSetUp(vendor: Vendor) {
      const confirmed = await confirm({
        title: 'Als aufgebaut markieren?',
        text: `${vendor.name} hat den Stand aufgebaut. Danach ist der Restbetrag zur Zahlung fällig.`,
        confirmLabel: 'Als aufgebaut markieren',
      });
      if (confirmed) markSetUp.mutate(vendor);
    },
    async blockWithDefaultReason(vendor: Vendor) {
      const confirmed = await confirm({
        title: 'Händler sperren?',
        text: `${vendor.name} wird gesperrt (Grund: ${LIST_BLOCK_REASON}). Die Statusseite ist dann nicht mehr erreichbar und eine neue Anmeldung mit dieser E-Mail-Adresse nicht möglich.`,
        confirmLabel: 'Sperren',
        destructive: true,
      });
      if (confirmed) block.mutate({ vendor, reason: LIST_BLOCK_REASON });
    },
    async unblock(vendor: Vendor) {
      const confirmed = await confirm({
        title: 'Sperre aufheben?',
        text: `${vendor.name} wird entsperrt und kann die Statusseite wieder nutzen.`,
        confirmLabel: 'Entsperren',
      });
      if (confirmed) unblock.mutate(vendor);
    },
    async reject(vendor: Vendor, onDone?: () => void) {
      const confirmed = await confirm({
        title: 'Händler ablehnen?',
        text: `Die Anmeldung von ${vendor.name} wird abgelehnt; ein Standplatz des Händlers wird frei.`,
        confirmLabel: 'Ablehnen',
        destructive: true,
      });
      if (confirmed) reject.mutate(vendor, { onSuccess: onDone });
    },
    async remove(vendor: Vendor & Pick<AdminVendorDto, 'paymentAmount'>, onDone?: () => void) {
      const confirmed = await confirm({
        title: 'Händler löschen?',
        text: `${vendor.name} wird endgültig gelöscht. Dies kann nicht rückgängig gemacht werden: Die persönlichen Daten, Nachrichten und Lift-Termine werden entfernt und der Standplatz wird frei. Bereits ausgestellte Rechnungen bleiben erhalten.${
          vendor.paymentAmount > 0
            ? ` Achtung: ${vendor.name} hat bereits ${formatEuro(vendor.paymentAmount)} bezahlt; klären Sie vorher eine Rückerstattung.`
            : ''
        }`,
        confirmLabel: 'Endgültig löschen',
        destructive: true,
      });
      if (confirmed) remove.mutate(vendor, { onSuccess: onDone });
    },
  };
}
