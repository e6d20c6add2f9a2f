import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { OrganizerContact } from '../components/OrganizerContact';
import { sourceText } from '../source-i18n';
import type { LegalSection, OrganizerInfo } from '../types';
import { block, list, p, sub, table } from './blocks';

export const APP_VERSION = '2025.1';
export const COPYRIGHT_YEAR = 2025;

/** The sections' headings, each with its anchor (the same in every language). */
const SECTIONS = [
  { id: 'medieninhaber-und-veranstalter', title: msg`Medieninhaber und Veranstalter` },
  {
    id: 'software-entwicklung-und-urheberrecht',
    title: msg`Software, Entwicklung und Urheberrecht`,
  },
  { id: 'technische-informationen', title: msg`Technische Informationen` },
  { id: 'nutzungsbeschraenkungen', title: msg`Nutzungsbeschränkungen` },
  { id: 'haftungsausschluss', title: msg`Haftungsausschluss` },
] as const;

/** The headings in German (for specs). */
export const IMPRESSUM_SECTION_TITLES = SECTIONS.map(({ title }) => sourceText(title));

/** The sections of the Impressum (§ 5 ECG, § 25 MedienG) in the page's language. */
export function impressumSections(organizer: OrganizerInfo, i18n: I18n): LegalSection[] {
  const [owner, software, technical, usage, disclaimer] = SECTIONS.map(({ id, title }) => ({
    id,
    title: i18n._(title),
  }));
  const { marketName } = organizer;
  const copyrightYear = String(COPYRIGHT_YEAR);
  return [
    {
      ...owner!,
      body: [
        block(
          <OrganizerContact
            organizer={organizer}
            label={i18n._(msg`Medieninhaber, Herausgeber und Veranstalter`)}
          />,
        ),
        p(
          organizer.state === 'unavailable' ? (
            <Trans>
              <strong>Unternehmensgegenstand:</strong> Veranstaltung des Adventmarkts und Vergabe
              der Standplätze an Händler.
            </Trans>
          ) : (
            <Trans>
              <strong>Unternehmensgegenstand:</strong> Veranstaltung des Adventmarkts „{marketName}“
              und Vergabe der Standplätze an Händler.
            </Trans>
          ),
        ),
        p(
          <Trans>
            <strong>Grundlegende Richtung (§ 25 Abs. 4 MedienG):</strong> Informationen über den
            Adventmarkt sowie Anmeldung und Verwaltung der teilnehmenden Händler.
          </Trans>,
        ),
      ],
    },
    {
      ...software!,
      body: [
        p(
          <Trans>
            Dieses Portal wird mit der Software „Standl“ (Händler- & Standplatzverwaltung)
            betrieben. Software, Programmcode, Gestaltung und Texte des Portals sind
            urheberrechtlich geschützt.
          </Trans>,
        ),
        list(
          <Trans>Entwicklung: Standl</Trans>,
          <Trans>
            Copyright: © {copyrightYear} Standl. Alle Rechte an der Software vorbehalten.
          </Trans>,
        ),
        p(
          <Trans>
            Inhalte zum Markt, etwa Termine, Preise und Bedingungen, stammen vom Veranstalter, der
            für sie verantwortlich ist.
          </Trans>,
        ),
      ],
    },
    {
      ...technical!,
      body: [
        table(null, [
          [<Trans>Version</Trans>, APP_VERSION],
          [<Trans>Oberfläche</Trans>, 'React'],
          [<Trans>Server</Trans>, 'NestJS'],
          [<Trans>Datenbank</Trans>, 'PostgreSQL'],
          [<Trans>Kartenzahlung</Trans>, 'SumUp'],
        ]),
        p(
          <Trans>
            Die Verbindung zum Portal ist TLS-verschlüsselt. Das Portal ist für Smartphones, Tablets
            und Computer mit aktuellen Browsern ausgelegt.
          </Trans>,
        ),
      ],
    },
    {
      ...usage!,
      body: [
        list(
          <Trans>
            Das Portal dient ausschließlich der Anmeldung und Verwaltung von Händlern des
            Adventmarkts. Jede andere, insbesondere gewerbliche Nutzung der Inhalte bedarf der
            vorherigen Zustimmung des Medieninhabers.
          </Trans>,
          <Trans>
            Zugangscodes sind persönlich und dürfen nicht weitergegeben werden. Der Admin-Bereich
            ist dem Veranstalter und den von ihm berechtigten Personen vorbehalten.
          </Trans>,
          <Trans>
            Untersagt sind automatisierte Abfragen (etwa durch Bots oder Crawler), das Ausprobieren
            fremder Zugangscodes sowie jeder Versuch, Sicherheitsmaßnahmen zu umgehen oder den
            Betrieb des Portals zu stören. Solche Versuche werden technisch begrenzt und können
            rechtlich verfolgt werden.
          </Trans>,
          <Trans>
            Texte, Bilder und Gestaltung dürfen ohne Zustimmung weder vervielfältigt noch verbreitet
            werden.
          </Trans>,
        ),
      ],
    },
    {
      ...disclaimer!,
      body: [
        sub(i18n._(msg`Haftung für Inhalte`)),
        p(
          <Trans>
            Die Inhalte dieses Portals werden mit größtmöglicher Sorgfalt erstellt. Für Richtigkeit,
            Vollständigkeit und Aktualität können wir dennoch keine Gewähr übernehmen. Verbindlich
            sind die Allgemeinen Geschäftsbedingungen, die Teilnahmebedingungen und die Mitteilungen
            des Veranstalters an die angemeldeten Händler.
          </Trans>,
        ),
        sub(i18n._(msg`Haftung für Links`)),
        p(
          <Trans>
            Dieses Portal enthält Links zu Websites Dritter, etwa zum Zahlungsdienstleister oder zur
            Datenschutzbehörde. Auf deren Inhalte haben wir keinen Einfluss; verantwortlich ist der
            jeweilige Anbieter. Bei der Verlinkung waren keine Rechtsverstöße erkennbar. Werden uns
            solche bekannt, entfernen wir den betreffenden Link umgehend.
          </Trans>,
        ),
        p(
          <Trans>
            Weitere rechtliche Informationen:{' '}
            <Link component={RouterLink} to="/agb">
              AGB
            </Link>
            ,{' '}
            <Link component={RouterLink} to="/teilnahmebedingungen">
              Teilnahmebedingungen
            </Link>
            ,{' '}
            <Link component={RouterLink} to="/datenschutz">
              Datenschutzerklärung
            </Link>
            .
          </Trans>,
        ),
      ],
    },
  ];
}
