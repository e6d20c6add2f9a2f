import { LegalPage } from '../components/LegalPage';
import { seasonNotice } from '../components/season-notice';
import { agbSections } from '../content/agb';
import { AGB_STAND } from '../content/market-terms';
import { useOrganizer } from '../hooks/use-organizer';
import { useSeasonTerms } from '../hooks/use-season-terms';

export function AgbPage() {
  const organizer = useOrganizer();
  const terms = useSeasonTerms();
  return (
    <LegalPage
      idPrefix="agb"
      title="Allgemeine Geschäftsbedingungen"
      subtitle={<>für die Teilnahme von Händlern am {organizer.marketName}</>}
      stand={AGB_STAND}
      numbering="paragraph"
      notice={seasonNotice(terms)}
      busy={terms.state === 'loading'}
      sections={agbSections(organizer, terms)}
    />
  );
}
