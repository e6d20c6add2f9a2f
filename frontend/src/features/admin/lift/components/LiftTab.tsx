import SettingsIcon from '@mui/icons-material/Settings';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  LIFT_MESSAGES,
  type AdminLiftAppointmentDto,
  type LiftAppointmentType,
  type LiftSettingsDto,
} from '@standl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatDateRange } from '../../../../lib/format';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { adminMarketSettingsQuery, adminVendorsQuery } from '../../shared/admin-queries';
import { QueryStatus } from '../../shared/QueryStatus';
import { useConfirm } from '../../shared/useConfirm';
import { liftAppointmentsQuery, liftSettingsQuery, useDeleteLift } from '../lift-api';
import { appointmentWhen, liftTypeLabel, sortAppointments, weekdayList } from '../lift-rules';
import { AppointmentDialog } from './AppointmentDialog';
import { AppointmentsList } from './AppointmentsList';
import { BookingDialog } from './BookingDialog';
import { LiftPrintView } from './LiftPrintView';
import { LiftScheduler, type SlotTarget } from './LiftScheduler';
import { LiftSettingsDialog } from './LiftSettingsDialog';
import { useMay } from '../../auth';

type SchedulerView = LiftAppointmentType | 'print';

const VIEWS: { id: SchedulerView; label: string }[] = [
  { id: 'setup', label: 'Aufbau' },
  { id: 'breakdown', label: 'Abbau' },
  { id: 'print', label: 'Druckansicht' },
];

function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <CardContent sx={{ px: { xs: 1.5, sm: 2.5 } }}>
        <Typography id={id} variant="h6" component="h3" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The set-up and teardown periods that make the lift days, and the lift hours. */
function PeriodsPanel({
  settings,
  onEditSettings,
}: {
  settings: LiftSettingsDto | undefined;
  onEditSettings?: () => void;
}) {
  const market = useQuery(adminMarketSettingsQuery);
  if (!market.data) return <QueryStatus query={market} what="Marktzeiten" />;
  const periods: { type: LiftAppointmentType; range: string | null }[] = [
    {
      type: 'setup',
      range: formatDateRange(market.data.setupStartDate, market.data.setupEndDate),
    },
    {
      type: 'breakdown',
      range: formatDateRange(market.data.teardownStartDate, market.data.teardownEndDate),
    },
  ];
  const missing = periods.filter((period) => !period.range);
  return (
    <Box data-testid="lift-market-panel">
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: 0.5,
          m: 0,
        }}
      >
        {periods.map(({ type, range }) => (
          <Box key={type} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {type === 'setup' ? 'Aufbauzeitraum' : 'Abbauzeitraum'}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
              <strong>{range ?? 'nicht festgelegt'}</strong>
              {settings &&
                ` · ${settings[type].startTime}–${settings[type].endTime} Uhr · ${
                  weekdayList(settings[type].enabledDays) || 'keine Wochentage'
                } · ${settings.days[type].length} ${
                  settings.days[type].length === 1 ? 'Tag' : 'Tage'
                } mit Terminen`}
            </Typography>
          </Box>
        ))}
      </Box>
      {settings && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Ein Termin dauert {settings.slotMinutes} Minuten.
        </Typography>
      )}
      {missing.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {missing.map((period) => (period.type === 'setup' ? 'Aufbau' : 'Abbau')).join(' und ')}
          zeitraum nicht festgelegt: Ohne ihn werden keine{' '}
          {missing.map((period) => liftTypeLabel(period.type)).join('- und ')}-Termine angeboten.
          Bitte unter „Marktzeiten &amp; Einstellungen“ eintragen.
        </Alert>
      )}
      {onEditSettings && (
        <Button
          sx={{ mt: 1.5 }}
          variant="outlined"
          startIcon={<SettingsIcon />}
          onClick={onEditSettings}
        >
          Lift-Einstellungen
        </Button>
      )}
    </Box>
  );
}

/** Spec 001 "Lift tab" and issue 13 item 4: appointments, scheduler, print view, settings. */
export function LiftTab() {
  const { toast } = useToast();
  const mobile = useMediaQuery(useTheme().breakpoints.down('md'));
  const [search, setSearch] = useSearchParams();
  const focusVendorId = search.get('vendor');
  const appointments = useQuery(liftAppointmentsQuery);
  const settings = useQuery(liftSettingsQuery);
  // Only for the focused vendor's name; the set-up crew may not read the vendors (issue 29).
  const vendors = useQuery({ ...adminVendorsQuery, enabled: useMay('vendors.view') });
  const remove = useDeleteLift();
  // The set-up crew and the reader see the plan; booking and editing are the organiser's.
  const mayEdit = useMay('lift.edit');
  const [confirm, confirmDialog] = useConfirm();
  const [view, setView] = useState<SchedulerView>('setup');
  const [booking, setBooking] = useState<SlotTarget | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [editingSettings, setEditingSettings] = useState(false);

  const list = sortAppointments(appointments.data ?? []);
  const opened = list.find((item) => item.id === openId) ?? null;
  const focusName =
    vendors.data?.find((vendor) => vendor.id === focusVendorId)?.name ??
    list.find((item) => item.vendorId === focusVendorId)?.vendorName ??
    null;
  const focusList = focusVendorId ? list.filter((item) => item.vendorId === focusVendorId) : [];
  const outsideCount = list.filter((item) => !item.fitsSchedule).length;

  function endFocus() {
    setSearch(
      (params) => {
        params.delete('vendor');
        return params;
      },
      { replace: true },
    );
  }

  async function deleteAppointment(appointment: AdminLiftAppointmentDto) {
    const name = appointment.vendor?.name ?? appointment.vendorName;
    const confirmed = await confirm({
      title: 'Termin löschen?',
      text: `${liftTypeLabel(appointment.appointmentType)}-Termin von ${name} am ${appointmentWhen(appointment)} löschen? Der Termin wird wieder frei.`,
      confirmLabel: 'Löschen',
      destructive: true,
    });
    if (!confirmed) return;
    remove.mutate(appointment.id, {
      onSuccess: (result) => {
        toast({ title: result.message || LIFT_MESSAGES.deleted, variant: 'success' });
        setOpenId(null);
      },
      onError: (error) =>
        toast({
          title: 'Fehler beim Löschen',
          description: apiErrorMessage(error, RETRY_TEXT),
          variant: 'destructive',
        }),
    });
  }

  return (
    <Box component="section" aria-labelledby="admin-lift-heading">
      <Typography id="admin-lift-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        Lift-Termine
      </Typography>

      {focusVendorId && (
        <Alert
          severity="info"
          role="status"
          sx={{ mb: 2, alignItems: 'center' }}
          action={
            <Button color="inherit" size="small" onClick={endFocus}>
              Beenden
            </Button>
          }
        >
          <strong>Lift-Termine für {focusName ?? 'den gewählten Händler'}</strong>
          <br />
          {!appointments.data
            ? 'Termine werden geladen …'
            : focusList.length === 0
              ? 'Noch kein Termin: einen freien Termin im Plan wählen, der Händler ist vorausgewählt.'
              : focusList
                  .map((item) => `${liftTypeLabel(item.appointmentType)}: ${appointmentWhen(item)}`)
                  .join(' · ')}
        </Alert>
      )}

      <Panel title="Aufbau- und Abbauzeitraum" id="lift-periods-heading">
        <PeriodsPanel
          settings={settings.data}
          onEditSettings={mayEdit ? () => setEditingSettings(true) : undefined}
        />
      </Panel>

      <Panel title="Lift-Plan" id="lift-scheduler-heading">
        <Tabs
          value={view}
          onChange={(_event, next: SchedulerView) => setView(next)}
          aria-label="Lift-Plan"
          variant="fullWidth"
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {VIEWS.map((item) => (
            <Tab key={item.id} value={item.id} label={item.label} />
          ))}
        </Tabs>
        {!appointments.data ? (
          <QueryStatus query={appointments} what="Lift-Termine" />
        ) : view === 'print' ? (
          <LiftPrintView appointments={list} />
        ) : (
          <LiftScheduler
            key={view}
            type={view}
            appointments={list}
            focusVendorId={focusVendorId}
            mobile={mobile}
            onOpen={(appointment) => mayEdit && setOpenId(appointment.id)}
            onBook={mayEdit ? setBooking : undefined}
          />
        )}
      </Panel>

      <Panel title={`Alle Termine (${list.length})`} id="lift-list-heading">
        {outsideCount > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {outsideCount === 1 ? '1 Termin liegt' : `${outsideCount} Termine liegen`} nicht mehr im
            Zeitplan der Lift-Einstellungen; sie bleiben gebucht.
          </Alert>
        )}
        {!appointments.data ? (
          <QueryStatus query={appointments} what="Lift-Termine" />
        ) : (
          <AppointmentsList
            appointments={list}
            mobile={mobile}
            focusVendorId={focusVendorId}
            onEdit={mayEdit ? (appointment) => setOpenId(appointment.id) : undefined}
            onDelete={mayEdit ? (appointment) => void deleteAppointment(appointment) : undefined}
          />
        )}
      </Panel>

      <BookingDialog
        target={booking}
        appointments={list}
        preselectVendorId={focusVendorId}
        onClose={() => setBooking(null)}
      />
      <AppointmentDialog
        appointment={opened}
        appointments={list}
        onDelete={(appointment) => void deleteAppointment(appointment)}
        onClose={() => setOpenId(null)}
      />
      <LiftSettingsDialog
        open={editingSettings}
        settings={settings.data}
        onClose={() => setEditingSettings(false)}
      />
      {confirmDialog}
    </Box>
  );
}
