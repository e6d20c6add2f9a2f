import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { VendorStatusDto } from '@standl/contracts';
import { useFormat } from '../../../lib/use-format';
import { useMarketPeriods } from '../../market';
import {
  LiftAppointmentList,
  DetailRow,
  Note,
  SectionCard,
  StallFeeRows,
  SubHeading,
  openAmount,
} from '../../registration';

export function DetailsCard({ status }: { status: VendorStatusDto }) {
  const { vendor, booth, liftAppointments, marketSettings: settings } = status;
  const { t } = useLingui();
  const format = useFormat();
  const periods = useMarketPeriods(settings);

  return (
    <SectionCard icon={<InfoOutlinedIcon />} title={t`Details`}>
      <SubHeading>
        <Trans>Standplatz</Trans>
      </SubHeading>
      {booth ? (
        <>
          <DetailRow label={t`Standplatz`} value={booth.number} />
          <DetailRow label={t`Bereich`} value={`${booth.area.name} (${booth.area.code})`} />
          <StallFeeRows booth={booth} />
        </>
      ) : (
        <Note>
          <Trans>Noch kein Standplatz zugewiesen</Trans>
        </Note>
      )}

      <SubHeading>
        <Trans>Beträge</Trans>
      </SubHeading>
      <DetailRow label={t`Gesamtbetrag`} value={format.euro(vendor.totalAmount)} />
      <DetailRow label={t`Bezahlt`} value={format.euro(vendor.paymentAmount)} />
      <DetailRow label={t`Offener Betrag`} value={format.euro(openAmount(vendor))} />
      {status.account.refundDueAmount > 0 && (
        <DetailRow
          label={t`Rückerstattung ausstehend`}
          value={format.euro(status.account.refundDueAmount)}
        />
      )}

      <SubHeading>
        <Trans>Lift-Termine</Trans>
      </SubHeading>
      <LiftAppointmentList appointments={liftAppointments} />

      <SubHeading>
        <Trans>Markttermine</Trans>
      </SubHeading>
      <DetailRow label={t`Markt`} value={periods.market} />
      <DetailRow label={t`Aufbau`} value={periods.setup} />
      <DetailRow label={t`Abbau`} value={periods.teardown} />
    </SectionCard>
  );
}
