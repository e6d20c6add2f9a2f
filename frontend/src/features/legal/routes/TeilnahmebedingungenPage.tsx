import { LegalPage } from '../components/LegalPage';
import { TEILNAHME_STAND } from '../content/market-terms';
import { teilnahmeSections } from '../content/teilnahmebedingungen';
import { useOrganizer } from '../hooks/use-organizer';

export function TeilnahmebedingungenPage() {
  const organizer = useOrganizer();
  return (
    <LegalPage
      idPrefix="teilnahme"
      title="Teilnahmebedingungen"
      subtitle={`für Händler am ${organizer.marketName}`}
      stand={TEILNAHME_STAND}
      intro="Mit Ihrer Anmeldung akzeptieren Sie diese Teilnahmebedingungen. Ergänzend gelten die Allgemeinen Geschäftsbedingungen (AGB) des Veranstalters."
      numbering="decimal"
      sections={teilnahmeSections(organizer)}
    />
  );
}
