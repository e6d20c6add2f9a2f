import { Trans, useLingui } from '@lingui/react/macro';
import { LegalPage } from '../components/LegalPage';
import { seasonNotice } from '../components/season-notice';
import { TEILNAHME_STAND } from '../content/market-terms';
import { teilnahmeSections } from '../content/teilnahmebedingungen';
import { useOrganizer } from '../hooks/use-organizer';
import { useSeasonTerms } from '../hooks/use-season-terms';

export function TeilnahmebedingungenPage() {
  const organizer = useOrganizer();
  const terms = useSeasonTerms();
  const { t, i18n } = useLingui();
  const { marketName } = organizer;
  return (
    <LegalPage
      idPrefix="teilnahme"
      title={t`Teilnahmebedingungen`}
      subtitle={<Trans>für Händler am {marketName}</Trans>}
      stand={i18n._(TEILNAHME_STAND)}
      intro={t`Mit Ihrer Anmeldung akzeptieren Sie diese Teilnahmebedingungen. Ergänzend gelten die Allgemeinen Geschäftsbedingungen (AGB) des Veranstalters.`}
      numbering="decimal"
      notice={seasonNotice(terms, i18n)}
      busy={terms.state === 'loading'}
      sections={teilnahmeSections(organizer, terms, i18n)}
    />
  );
}
