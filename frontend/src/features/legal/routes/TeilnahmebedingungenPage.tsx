import { LegalPage } from '../components/LegalPage';
import { seasonNotice } from '../components/season-notice';
import { TEILNAHME_STAND } from '../content/market-terms';
import { teilnahmeSections } from '../content/teilnahmebedingungen';
import { useOrganizer } from '../hooks/use-organizer';
import { useSeasonTerms } from '../hooks/use-season-terms';

export function TeilnahmebedingungenPage() {
  const organizer = useOrganizer();
  const terms = useSeasonTerms();
  return (
    <LegalPage
      idPrefix="teilnahme"
      title="Teilnahmebedingungen"
      subtitle={<>für Händler am {organizer.marketName}</>}
      stand={TEILNAHME_STAND}
      intro="Mit Ihrer Anmeldung akzeptieren Sie diese Teilnahmebedingungen. Ergänzend gelten die Allgemeinen Geschäftsbedingungen (AGB) des Veranstalters."
      numbering="decimal"
      notice={seasonNotice(terms)}
      busy={terms.state === 'loading'}
      sections={teilnahmeSections(organizer, terms)}
    />
  );
}
