import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { VendorStatusDto } from '@standl/contracts';
import { useState, type ComponentType } from 'react';
import { errorText } from '../../../lib/error-texts/use-error-text';
import { useToast } from '../../../lib/toast';
import {
  useVendorLogin,
  useVendorLogout,
  useVendorStatus,
  AccessCodeForm,
  VendorLoading,
  useVendorSession,
  accessCodeFieldError,
  accessCodeNotice,
} from '../../registration';
import { BillingAddressPrompt } from '../components/BillingAddressPrompt';
import { BoothTab } from '../components/BoothTab';
import { InvoiceTab } from '../components/InvoiceTab';
import { LiftTab } from '../components/LiftTab';
import { OverviewTab } from '../components/OverviewTab';
import { OwnDataTab } from '../components/OwnDataTab';
import { PaymentTab } from '../components/PaymentTab';

const TABS: {
  id: string;
  label: MessageDescriptor;
  Panel: ComponentType<{ status: VendorStatusDto }>;
}[] = [
  { id: 'overview', label: msg`Übersicht`, Panel: OverviewTab },
  { id: 'booth', label: msg`Standplatz`, Panel: BoothTab },
  { id: 'payment', label: msg`Zahlung`, Panel: PaymentTab },
  { id: 'lift', label: msg`Lift-Termine`, Panel: LiftTab },
  { id: 'invoice', label: msg`Rechnung`, Panel: InvoiceTab },
  { id: 'own-data', label: msg`Meine Daten`, Panel: OwnDataTab },
];

export function DashboardPage() {
  const session = useVendorSession();
  const login = useVendorLogin();
  const logout = useVendorLogout();
  const status = useVendorStatus(session.accessCode);
  const { toast, dismiss } = useToast();
  const { t, i18n } = useLingui();
  const [tab, setTab] = useState(TABS[0]!.id);

  function signIn(code: string) {
    login.mutate(code, {
      onSuccess: (result) => {
        dismiss(); // an earlier 'Ungültiger Zugangscode' no longer applies
        setTab(TABS[0]!.id);
        session.start(result.vendor.accessCode);
      },
      onError: (error) =>
        toast({
          title: t`Fehler`,
          description: errorText(i18n, error, t`Ungültiger Zugangscode`),
          variant: 'destructive',
        }),
    });
  }

  function signOut() {
    logout.mutate();
    session.end();
    toast({ title: t`Abgemeldet`, description: t`Sie wurden vom Dashboard abgemeldet.` });
  }

  const data = status.data;
  const showForm = !session.accessCode || status.isError;
  const active = TABS.find((item) => item.id === tab) ?? TABS[0]!;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 }, px: { xs: 1.5, sm: 3 } }}>
      {showForm && (
        <AccessCodeForm
          title={t`Händler-Dashboard`}
          description={t`Melden Sie sich mit Ihrem Zugangscode an, um Ihren Standplatz, Zahlungen, Lift-Termine und Ihre Rechnung zu verwalten.`}
          submitLabel={t`Anmelden`}
          pending={login.isPending}
          serverError={accessCodeFieldError(login.error, i18n)}
          notice={accessCodeNotice(login.isIdle ? status.error : login.error, i18n)}
          onSubmit={signIn}
        />
      )}
      {!showForm && !data && <VendorLoading />}
      {!showForm && data && (
        <>
          <Stack
            direction="row"
            sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, mb: 2 }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography
                variant="h4"
                component="h1"
                color="primary"
                sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
              >
                <Trans>Händler-Dashboard</Trans>
              </Typography>
              <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {data.vendor.name}
              </Typography>
            </Box>
            <Button onClick={signOut} startIcon={<LogoutIcon />} sx={{ flexShrink: 0 }}>
              <Trans>Abmelden</Trans>
            </Button>
          </Stack>

          {active.id !== 'invoice' && (
            <BillingAddressPrompt status={data} onOpen={() => setTab('invoice')} />
          )}
          <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
            <Tabs
              value={active.id}
              onChange={(_event, value: string) => setTab(value)}
              variant="scrollable"
              scrollButtons="auto"
              allowScrollButtonsMobile
              aria-label={t`Bereiche des Dashboards`}
            >
              {TABS.map((item) => (
                <Tab
                  key={item.id}
                  value={item.id}
                  label={t(item.label)}
                  id={`dashboard-tab-${item.id}`}
                  aria-controls={`dashboard-panel-${item.id}`}
                />
              ))}
            </Tabs>
          </Box>
          <div
            role="tabpanel"
            id={`dashboard-panel-${active.id}`}
            aria-labelledby={`dashboard-tab-${active.id}`}
          >
            <active.Panel key={`${active.id}-${data.vendor.id}`} status={data} />
          </div>
        </>
      )}
    </Container>
  );
}
