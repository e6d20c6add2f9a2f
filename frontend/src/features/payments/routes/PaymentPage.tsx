import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEPOSIT_AMOUNT_CENTS } from '@standl/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useFormat } from '../../../lib/use-format';
import { errorText } from '../../../lib/error-texts/use-error-text';
import { useVendorLogin, VendorLoading } from '../../registration';
import { CardPaymentScreen } from '../components/CardPaymentScreen';
import { CashPayment } from '../components/CashPayment';
import { DepositAlreadyPaid } from '../components/DepositAlreadyPaid';
import { DepositSubject } from '../components/DepositSubject';
import { PaymentChoice, type PaymentMethod } from '../components/PaymentChoice';
import { paymentAccessCode } from '../pending-checkout';

/**
 * The deposit is always 10,00 € (the server refuses any other amount), so the link's `amount`
 * (the spec's query parameter) is not read: the page shows and sends the real deposit.
 */
const DEPOSIT_AMOUNT = DEPOSIT_AMOUNT_CENTS / 100;
const LOGIN_FAILED = msg`Die Anmeldung mit Ihrem Zugangscode ist fehlgeschlagen.`;

function LinkProblem({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Alert severity="error">
      {title && <AlertTitle>{title}</AlertTitle>}
      {children}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button component={RouterLink} to="/" color="inherit" size="small" variant="outlined">
          <Trans>Zur Startseite</Trans>
        </Button>
        <Button
          component={RouterLink}
          to="/vendor-status"
          color="inherit"
          size="small"
          variant="outlined"
        >
          <Trans>Status prüfen</Trans>
        </Button>
      </Box>
    </Alert>
  );
}

/**
 * Logs in with the access code of the link (or of this tab's status page) before anything is
 * paid: the look-up sets the vendor session cookie that the payment calls require, so a link
 * opened in another browser works too.
 */
function useLoginWithCode(accessCode: string | null, enabled: boolean) {
  const { mutate, status, error, data } = useVendorLogin();
  const started = useRef(false);

  useEffect(() => {
    if (!enabled || !accessCode || started.current) return;
    started.current = true;
    mutate(accessCode);
  }, [enabled, accessCode, mutate]);

  if (!enabled || !accessCode) return { state: 'done' as const, error: null, vendor: null };
  if (status === 'success') return { state: 'done' as const, error: null, vendor: data };
  if (status === 'error') return { state: 'failed' as const, error, vendor: null };
  return { state: 'pending' as const, error: null, vendor: null };
}

export function PaymentPage() {
  const [searchParams] = useSearchParams();
  const vendorId = searchParams.get('vendorId');
  const amount = DEPOSIT_AMOUNT;
  const [accessCode] = useState(() => paymentAccessCode(searchParams.get('accessCode')));
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const chooseAgain = () => setMethod(null);
  const login = useLoginWithCode(accessCode, Boolean(vendorId));
  const booth = login.vendor?.booth ?? null;
  const amountCents = Math.round(amount * 100);
  const { t, i18n } = useLingui();
  const format = useFormat();
  const deposit = format.euro(amountCents);

  let content;
  if (!vendorId) {
    content = (
      <LinkProblem>
        <Trans>
          Keine Händler-ID angegeben. Bitte öffnen Sie die Zahlung über Ihre Anmeldung oder Ihre
          Statusseite.
        </Trans>
      </LinkProblem>
    );
  } else if (login.state === 'pending') {
    content = <VendorLoading />;
  } else if (login.state === 'failed') {
    content = (
      <LinkProblem title={errorText(i18n, login.error, t(LOGIN_FAILED))}>
        <Trans>
          Bitte melden Sie sich auf der Statusseite mit Ihrem Zugangscode an und starten Sie die
          Zahlung von dort.
        </Trans>
      </LinkProblem>
    );
  } else if (login.vendor?.vendor.downPaymentPaid) {
    content = <DepositAlreadyPaid booth={booth} accessCode={accessCode} />;
  } else if (method === 'sumup') {
    content = (
      <>
        <DepositSubject booth={booth} amountCents={amountCents} />
        <CardPaymentScreen
          vendorId={vendorId}
          amount={amount}
          accessCode={accessCode}
          booth={booth}
          onChangeMethod={chooseAgain}
        />
      </>
    );
  } else if (method === 'cash') {
    content = (
      <CashPayment
        vendorId={vendorId}
        amount={amount}
        accessCode={accessCode}
        onChangeMethod={chooseAgain}
      />
    );
  } else {
    content = (
      <>
        <DepositSubject booth={booth} amountCents={amountCents} />
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          <Trans>
            Mit der Anzahlung von {deposit} reservieren Sie Ihren gewählten Standplatz fix. Sie wird
            auf Ihre Standgebühr angerechnet. Wie möchten Sie bezahlen?
          </Trans>
        </Typography>
        <PaymentChoice onChoose={setMethod} />
        <Button component={RouterLink} to="/" sx={{ mt: 3 }}>
          <Trans>Zurück zur Startseite</Trans>
        </Button>
      </>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography
        variant="h4"
        component="h1"
        color="primary"
        sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' }, mb: 2 }}
      >
        {login.vendor?.vendor.downPaymentPaid ? (
          <Trans>Anzahlung</Trans>
        ) : (
          <Trans>Anzahlung bezahlen</Trans>
        )}
      </Typography>
      {content}
    </Container>
  );
}
