import { useLingui } from '@lingui/react/macro';
import { LegalPage } from '../components/LegalPage';
import { impressumSections } from '../content/impressum';
import { useOrganizer } from '../hooks/use-organizer';

export function ImpressumPage() {
  const organizer = useOrganizer();
  const { t, i18n } = useLingui();
  return (
    <LegalPage
      idPrefix="impressum"
      title={t`Impressum`}
      subtitle={t`Angaben nach § 5 E-Commerce-Gesetz (ECG) und Offenlegung nach § 25 Mediengesetz (MedienG)`}
      numbering="none"
      showContents={false}
      sections={impressumSections(organizer, i18n)}
    />
  );
}
