import { Trans, useLingui } from '@lingui/react/macro';
import { LegalPage } from '../components/LegalPage';
import { seasonNotice } from '../components/season-notice';
import { agbSections } from '../content/agb';
import { AGB_STAND } from '../content/market-terms';
import { useOrganizer } from '../hooks/use-organizer';
import { useSeasonTerms } from '../hooks/use-season-terms';

export function AgbPage() {
  const organizer = useOrganizer();
  const terms = useSeasonTerms();
  const { t, i18n } = useLingui();
  const { marketName } = organizer;
  return (
    <LegalPage
      idPrefix="agb"
      title={t`Allgemeine Geschäftsbedingungen`}
      subtitle={<Trans>für die Teilnahme von Händlern am {marketName}</Trans>}
      stand={i18n._(AGB_STAND)}
      numbering="paragraph"
      notice={seasonNotice(terms, i18n)}
      busy={terms.state === 'loading'}
      sections={agbSections(organizer, terms, i18n)}
    />
  );
}
