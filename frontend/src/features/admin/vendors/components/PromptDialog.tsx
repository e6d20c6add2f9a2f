import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';

export interface PromptDialogProps {
  open: boolean;
  title: string;
  text: string;
  label: string;
  initialValue?: string;
  submitLabel: string;
  pending?: boolean;
  inputMode?: 'text' | 'decimal';
  /** An optional checkbox below the field, unticked at first; its state goes to `onSubmit`. */
  checkbox?: { label: string };
  /** The German error under the field, or null when the value may be sent. */
  validate: (value: string) => string | null;
  onInvalid?: (error: string) => void;
  onSubmit: (value: string, checked: boolean) => void;
  onClose: () => void;
}

/**
 * Asks for one value (a block reason, an amount) and checks it before anything is sent; optionally
 * with one checkbox (a permanent block).
 */
export function PromptDialog(props: PromptDialogProps) {
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="xs">
      {/* Mounted per opening, so the field starts from the initial value each time. */}
      {props.open && <PromptForm {...props} />}
    </Dialog>
  );
}

function PromptForm({
  title,
  text,
  label,
  initialValue = '',
  submitLabel,
  pending,
  inputMode = 'text',
  checkbox,
  validate,
  onInvalid,
  onSubmit,
  onClose,
}: PromptDialogProps) {
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const fieldId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validate(value);
    setError(problem);
    if (problem) onInvalid?.(problem);
    else onSubmit(value, checked);
  }

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
        <TextField
          id={fieldId}
          label={label}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? ' '}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { inputMode, maxLength: 500 } }}
        />
        {checkbox && (
          <FormControlLabel
            control={
              <Checkbox checked={checked} onChange={(event) => setChecked(event.target.checked)} />
            }
            label={checkbox.label}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Abbrechen</Button>
        <Button type="submit" variant="contained" loading={pending}>
          {submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
