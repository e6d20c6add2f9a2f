import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatEuro, SMALL_AMOUNT_INVOICE_LIMIT, type AdminVendorDto } from '@standl/contracts';
import { useState, type FormEvent } from 'react';
import {
  BillingAddressFields,
  billingValuesOf,
  cleanBilling,
  hasBillingAddress,
  validateBilling,
  type BillingErrors,
} from '../../../registration';
import { useVendorAction, vendorActions } from '../api/vendor-admin-api';

/**
 * The vendor's billing address in the organiser's vendor dialog: shown, entered or corrected
 * with the vendor's own rules. An issued invoice keeps the address it was printed with.
 */
export function VendorBillingForm({
  vendor,
  readOnly = false,
}: {
  vendor: AdminVendorDto;
  /** Shown without the button to change it (a role that may not, issue 29). */
  readOnly?: boolean;
}) {
  const known = hasBillingAddress(vendor);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState(() => billingValuesOf(vendor));
  const [errors, setErrors] = useState<BillingErrors>({});
  const save = useVendorAction(vendorActions.setBilling);

  function open() {
    setValues(billingValuesOf(vendor));
    setErrors({});
    setEditing(true);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems = validateBilling(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    save.mutate({ vendor, billing: cleanBilling(values) }, { onSuccess: () => setEditing(false) });
  }

  if (!editing) {
    return (
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2" data-testid="billing-address" sx={{ overflowWrap: 'anywhere' }}>
          {known
            ? `${vendor.billingStreet}, ${vendor.billingPostalCode} ${vendor.billingCity}, ${vendor.billingCountry}`
            : 'Keine Rechnungsadresse hinterlegt'}
        </Typography>
        {!readOnly && (
          <Button size="small" variant="outlined" onClick={open}>
            {known ? 'Berichtigen' : 'Eintragen'}
          </Button>
        )}
        {!known && (
          <Typography variant="body2" color="text.secondary" sx={{ width: '100%' }}>
            {vendor.totalAmount > SMALL_AMOUNT_INVOICE_LIMIT
              ? `Über ${formatEuro(SMALL_AMOUNT_INVOICE_LIMIT)} braucht die Rechnung die Anschrift des Händlers.`
              : `Bis ${formatEuro(SMALL_AMOUNT_INVOICE_LIMIT)} wird ohne Adresse eine Kleinbetragsrechnung (§ 11 Abs. 6 UStG) ausgestellt.`}
          </Typography>
        )}
      </Stack>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Rechnungsadresse bearbeiten">
      <BillingAddressFields
        values={values}
        errors={errors}
        autoComplete={false}
        onChange={(name, value) => {
          setValues((previous) => ({ ...previous, [name]: value }));
          setErrors((previous) => ({ ...previous, [name]: undefined }));
        }}
      />
      <Alert severity="info" sx={{ mt: 2 }}>
        Eine bereits ausgestellte Rechnung behält die Adresse, mit der sie gedruckt wurde. Für eine
        berichtigte Rechnung stornieren Sie sie unter Zahlungen → Bezahlt und stellen Sie danach mit
        „Rechnung erstellen“ eine neue aus.
      </Alert>
      <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          Rechnungsadresse speichern
        </Button>
        <Button onClick={() => setEditing(false)} disabled={save.isPending}>
          Abbrechen
        </Button>
      </Stack>
    </Box>
  );
}
