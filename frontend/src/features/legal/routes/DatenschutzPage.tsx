import { useLingui } from '@lingui/react/macro';
import { LegalPage } from '../components/LegalPage';
import { datenschutzSections } from '../content/datenschutz';
import { DATENSCHUTZ_STAND } from '../content/market-terms';
import { useOrganizer } from '../hooks/use-organizer';

export function DatenschutzPage() {
  const organizer = useOrganizer();
  const { t, i18n } = useLingui();
  return (
    <LegalPage
      idPrefix="datenschutz"
      title={t`Datenschutzerklärung`}
      subtitle={t`Informationen zur Verarbeitung personenbezogener Daten nach der Datenschutz-Grundverordnung (DSGVO) und dem österreichischen Datenschutzgesetz (DSG)`}
      stand={i18n._(DATENSCHUTZ_STAND)}
      intro={t`Der Schutz Ihrer Daten ist uns wichtig. Hier erfahren Sie, welche Daten das Händlerportal verarbeitet, wofür, wie lange und welche Rechte Sie haben.`}
      numbering="decimal"
      sections={datenschutzSections(organizer, i18n)}
    />
  );
}
