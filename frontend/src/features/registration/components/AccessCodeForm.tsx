import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import KeyIcon from '@mui/icons-material/Key';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ACCESS_CODE_LENGTH, normalizeAccessCode, VENDOR_MESSAGES } from '@standl/contracts';
import Link from '@mui/material/Link';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { messageText } from '../../../lib/error-texts/use-error-text';
import { FormControls } from '../../../lib/form-controls';
import { ForgotAccessCodeDialog } from './ForgotAccessCodeDialog';

const length = ACCESS_CODE_LENGTH;

/** 'Der Zugangscode hat 10 Zeichen', in the page's language. */
export const ACCESS_CODE_LENGTH_MESSAGE = msg`Der Zugangscode hat ${length} Zeichen`;

/** Upper-case, only code characters, spaces and hyphens, at most ten code characters. */
export function cleanAccessCodeInput(value: string): string {
  let characters = 0;
  let result = '';
  for (const character of value.toUpperCase()) {
    if (/[0-9A-Z]/.test(character)) {
      if (characters === ACCESS_CODE_LENGTH) break;
      characters += 1;
      result += character;
    } else if (character === '-' || character === ' ') {
      result += character;
    }
  }
  return result;
}

/**
 * What is wrong with a typed code, in the page's language; the empty field's text is the
 * server's (VENDOR_MESSAGES, word for word on a German page).
 */
export function accessCodeError(i18n: I18n, input: string): string | null {
  const code = normalizeAccessCode(input);
  if (!code) return messageText(i18n, VENDOR_MESSAGES.accessCodeRequired);
  return code.length === ACCESS_CODE_LENGTH ? null : i18n._(ACCESS_CODE_LENGTH_MESSAGE);
}

export interface AccessCodeFormProps {
  title: string;
  description: string;
  submitLabel: string;
  pending?: boolean;
  /**
   * Why the server refused the code last submitted (accessCodeFieldError), shown under the field
   * until the code is changed; the field takes the focus, so a screen reader reads it out.
   */
  serverError?: string | null;
  /** Why no code is taken right now (accessCodeNotice): shown above the form as an alert. */
  notice?: string | null;
  onSubmit: (accessCode: string) => void;
}

export function AccessCodeForm({
  title,
  description,
  submitLabel,
  pending = false,
  serverError = null,
  notice = null,
  onSubmit,
}: AccessCodeFormProps) {
  const { t, i18n } = useLingui();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [edited, setEdited] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const shownError = error ?? (edited ? null : serverError);

  useEffect(() => {
    if (serverError) input.current?.focus();
  }, [serverError]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = accessCodeError(i18n, value);
    setError(problem);
    setEdited(false);
    if (problem) input.current?.focus();
    else onSubmit(normalizeAccessCode(value));
  }

  return (
    <Card sx={{ maxWidth: 520, mx: 'auto' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1, color: 'primary.main' }}>
          <KeyIcon />
          <Typography variant="h5" component="h1" sx={{ color: 'text.primary' }}>
            {title}
          </Typography>
        </Box>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {description}
        </Typography>
        {notice && (
          <Alert severity="error" data-testid="access-code-notice" sx={{ mb: 2 }}>
            {notice}
          </Alert>
        )}
        <Box component="form" noValidate onSubmit={submit}>
          <FormControls>
            <TextField
              id="access-code"
              inputRef={input}
              label={t`Zugangscode`}
              placeholder="ABCDE-12345"
              value={value}
              onChange={(event) => {
                setValue(cleanAccessCodeInput(event.target.value));
                setError(null);
                setEdited(true);
              }}
              error={Boolean(shownError)}
              helperText={shownError ?? t`${length} Zeichen, z. B. ABCDE-12345`}
              fullWidth
              autoFocus
              autoComplete="off"
              slotProps={{
                htmlInput: {
                  autoCapitalize: 'characters',
                  spellCheck: false,
                  sx: { fontFamily: 'monospace', fontSize: '1.2rem', letterSpacing: 2 },
                },
              }}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              loading={pending}
              sx={{ mt: 2 }}
            >
              {submitLabel}
            </Button>
          </FormControls>
        </Box>
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <FormControls>
            <Link component="button" type="button" onClick={() => setForgotOpen(true)}>
              <Trans>Zugangscode vergessen?</Trans>
            </Link>
          </FormControls>
        </Box>
        <ForgotAccessCodeDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
      </CardContent>
    </Card>
  );
}
