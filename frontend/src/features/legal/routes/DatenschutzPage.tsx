import { LegalPage } from '../components/LegalPage';
import { datenschutzSections } from '../content/datenschutz';
import { DATENSCHUTZ_STAND } from '../content/market-terms';
import { useOrganizer } from '../hooks/use-organizer';

export function DatenschutzPage() {
  const organizer = useOrganizer();
  return (
    <LegalPage
      idPrefix="datenschutz"
      title="Datenschutzerklärung"
      subtitle="Informationen zur Verarbeitung personenbezogener Daten nach der Datenschutz-Grundverordnung (DSGVO) und dem österreichischen Datenschutzgesetz (DSG)"
      stand={DATENSCHUTZ_STAND}
      intro="Der Schutz Ihrer Daten ist uns wichtig. Hier erfahren Sie, welche Daten das Händlerportal verarbeitet, wofür, wie lange und welche Rechte Sie haben."
      numbering="decimal"
      sections={datenschutzSections(organizer)}
    />
  );
}
