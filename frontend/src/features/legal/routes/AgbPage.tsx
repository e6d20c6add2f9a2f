import { LegalPage } from '../components/LegalPage';
import { agbSections } from '../content/agb';
import { AGB_STAND } from '../content/market-terms';
import { useOrganizer } from '../hooks/use-organizer';

export function AgbPage() {
  const organizer = useOrganizer();
  return (
    <LegalPage
      idPrefix="agb"
      title="Allgemeine Geschäftsbedingungen"
      subtitle={`für die Teilnahme von Händlern am ${organizer.marketName}`}
      stand={AGB_STAND}
      numbering="paragraph"
      sections={agbSections(organizer)}
    />
  );
}
