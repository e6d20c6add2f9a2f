import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useMessageText } from '../../../lib/error-texts/use-error-text';
import type { BillingErrors, BillingValues } from '../billing-validation';

const FIELDS: {
  name: keyof BillingValues;
  label: MessageDescriptor;
  maxLength: number;
  autoComplete: string;
  size: number;
}[] = [
  {
    name: 'billingStreet',
    label: msg`Straße und Hausnummer`,
    maxLength: 200,
    autoComplete: 'street-address',
    size: 12,
  },
  {
    name: 'billingPostalCode',
    label: msg`Postleitzahl`,
    maxLength: 10,
    autoComplete: 'postal-code',
    size: 4,
  },
  { name: 'billingCity', label: msg`Ort`, maxLength: 100, autoComplete: 'address-level2', size: 8 },
  {
    name: 'billingCountry',
    label: msg`Land`,
    maxLength: 100,
    autoComplete: 'country-name',
    size: 12,
  },
];

/**
 * The four fields of a billing address (the vendor's invoice tab and the organiser's vendor
 * dialog); `autoComplete` only where the vendor types their own address. `errors` are the
 * contract's German (validateBilling), shown in the page's language.
 */
export function BillingAddressFields({
  values,
  errors,
  onChange,
  autoComplete = true,
}: {
  values: BillingValues;
  errors: BillingErrors;
  onChange: (name: keyof BillingValues, value: string) => void;
  autoComplete?: boolean;
}) {
  const { t } = useLingui();
  const messageText = useMessageText();
  return (
    <Grid container spacing={2}>
      {FIELDS.map((field) => {
        const error = errors[field.name];
        return (
          <Grid key={field.name} size={{ xs: 12, sm: field.size }}>
            <TextField
              name={field.name}
              label={t(field.label)}
              value={values[field.name]}
              onChange={(event) => onChange(field.name, event.target.value)}
              error={Boolean(error)}
              helperText={error && messageText(error)}
              required={field.name !== 'billingCountry'}
              autoComplete={autoComplete ? field.autoComplete : 'off'}
              fullWidth
              slotProps={{ htmlInput: { maxLength: field.maxLength } }}
            />
          </Grid>
        );
      })}
    </Grid>
  );
}
