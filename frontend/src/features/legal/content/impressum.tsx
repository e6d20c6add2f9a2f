import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { OrganizerContact } from '../components/OrganizerContact';
import type { LegalSection, OrganizerInfo } from '../types';
import { block, list, p, sub, table } from './blocks';

export const APP_VERSION = '2025.1';
export const COPYRIGHT_YEAR = 2025;

export const IMPRESSUM_SECTION_TITLES = [
  'Medieninhaber und Veranstalter',
  'Software, Entwicklung und Urheberrecht',
  'Technische Informationen',
  'Nutzungsbeschränkungen',
  'Haftungsausschluss',
] as const;

/** The sections of the Impressum (§ 5 ECG, § 25 MedienG). */
export function impressumSections(organizer: OrganizerInfo): LegalSection[] {
  const [owner, software, technical, usage, disclaimer] = IMPRESSUM_SECTION_TITLES;
  return [
    {
      title: owner,
      body: [
        block(
          <OrganizerContact
            organizer={organizer}
            label="Medieninhaber, Herausgeber und Veranstalter"
          />,
        ),
        p(
          <>
            <strong>Unternehmensgegenstand:</strong> Veranstaltung des Adventmarkts
            {organizer.state === 'unavailable' ? null : <> „{organizer.marketName}“</>} und Vergabe
            der Standplätze an Händler.
          </>,
        ),
        p(
          <>
            <strong>Grundlegende Richtung (§ 25 Abs. 4 MedienG):</strong> Informationen über den
            Adventmarkt sowie Anmeldung und Verwaltung der teilnehmenden Händler.
          </>,
        ),
      ],
    },
    {
      title: software,
      body: [
        `Dieses Portal wird mit der Software „Standl“ (Händler- & Standplatzverwaltung) betrieben. Software, Programmcode, Gestaltung und Texte des Portals sind urheberrechtlich geschützt.`,
        list(
          'Entwicklung: Standl',
          `Copyright: © ${COPYRIGHT_YEAR} Standl. Alle Rechte an der Software vorbehalten.`,
        ),
        'Inhalte zum Markt, etwa Termine, Preise und Bedingungen, stammen vom Veranstalter, der für sie verantwortlich ist.',
      ],
    },
    {
      title: technical,
      body: [
        table(null, [
          ['Version', APP_VERSION],
          ['Oberfläche', 'React'],
          ['Server', 'NestJS'],
          ['Datenbank', 'PostgreSQL'],
          ['Kartenzahlung', 'SumUp'],
        ]),
        'Die Verbindung zum Portal ist TLS-verschlüsselt. Das Portal ist für Smartphones, Tablets und Computer mit aktuellen Browsern ausgelegt.',
      ],
    },
    {
      title: usage,
      body: [
        list(
          'Das Portal dient ausschließlich der Anmeldung und Verwaltung von Händlern des Adventmarkts. Jede andere, insbesondere gewerbliche Nutzung der Inhalte bedarf der vorherigen Zustimmung des Medieninhabers.',
          'Zugangscodes sind persönlich und dürfen nicht weitergegeben werden. Der Admin-Bereich ist dem Veranstalter und den von ihm berechtigten Personen vorbehalten.',
          'Untersagt sind automatisierte Abfragen (etwa durch Bots oder Crawler), das Ausprobieren fremder Zugangscodes sowie jeder Versuch, Sicherheitsmaßnahmen zu umgehen oder den Betrieb des Portals zu stören. Solche Versuche werden technisch begrenzt und können rechtlich verfolgt werden.',
          'Texte, Bilder und Gestaltung dürfen ohne Zustimmung weder vervielfältigt noch verbreitet werden.',
        ),
      ],
    },
    {
      title: disclaimer,
      body: [
        sub('Haftung für Inhalte'),
        'Die Inhalte dieses Portals werden mit größtmöglicher Sorgfalt erstellt. Für Richtigkeit, Vollständigkeit und Aktualität können wir dennoch keine Gewähr übernehmen. Verbindlich sind die Allgemeinen Geschäftsbedingungen, die Teilnahmebedingungen und die Mitteilungen des Veranstalters an die angemeldeten Händler.',
        sub('Haftung für Links'),
        'Dieses Portal enthält Links zu Websites Dritter, etwa zum Zahlungsdienstleister oder zur Datenschutzbehörde. Auf deren Inhalte haben wir keinen Einfluss; verantwortlich ist der jeweilige Anbieter. Bei der Verlinkung waren keine Rechtsverstöße erkennbar. Werden uns solche bekannt, entfernen wir den betreffenden Link umgehend.',
        p(
          <>
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
          </>,
        ),
      ],
    },
  ];
}
