import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { InlineList } from '../components/InlineList';
import { emailSuffix } from '../components/OrganizerContact';
import { sourceText } from '../source-i18n';
import type { LegalSection, OrganizerInfo, SeasonTerms } from '../types';
import { numbered } from './blocks';
import { stallFeeBlocks } from './season-blocks';

/** The sections' headings, each with its anchor (the same in every language). */
const SECTIONS = [
  { id: 'geltungsbereich', title: msg`Geltungsbereich` },
  { id: 'anmeldung-und-vertragsabschluss', title: msg`Anmeldung und Vertragsabschluss` },
  { id: 'standplatzvergabe', title: msg`Standplatzvergabe` },
  { id: 'gebuehren-und-zahlung', title: msg`Gebühren und Zahlung` },
  { id: 'auf-und-abbau', title: msg`Auf- und Abbau` },
  { id: 'pflichten-der-haendler', title: msg`Pflichten der Händler` },
  { id: 'haftung', title: msg`Haftung` },
  { id: 'ruecktritt-und-kuendigung', title: msg`Rücktritt und Kündigung` },
  { id: 'hoehere-gewalt', title: msg`Höhere Gewalt` },
  { id: 'schlussbestimmungen', title: msg`Schlussbestimmungen` },
] as const;

/** The headings in German (for specs). */
export const AGB_SECTION_TITLES = SECTIONS.map(({ title }) => sourceText(title));

/**
 * The ten sections of the AGB (Stand Dezember 2025) in the page's language. Dates, deadlines and
 * fees are those of the current season (`terms`); a date the settings leave open is worded
 * without it.
 */
export function agbSections(
  organizer: OrganizerInfo,
  terms: SeasonTerms,
  i18n: I18n,
): LegalSection[] {
  const {
    deposit,
    openTime,
    closeTime,
    year,
    setupPeriodPhrase,
    firstMarketDay,
    lastMarketDay,
    teardownDeadline,
    freeWithdrawalDeadline,
    freeWithdrawalUntil,
    withdrawalFee,
  } = terms;
  const holdMinutes = String(terms.holdMinutes);
  const { name: organizerName, marketName } = organizer;
  const organizerEmail = emailSuffix(organizer);
  const marketDays =
    terms.marketPeriodPhrase ?? i18n._(msg`an den vom Veranstalter angekündigten Markttagen`);
  const [
    scope,
    registration,
    allocation,
    fees,
    setup,
    duties,
    liability,
    withdrawal,
    forceMajeure,
    final,
  ] = SECTIONS.map(({ id, title }) => ({ id, title: i18n._(title) }));

  return [
    {
      ...scope!,
      body: [
        numbered(
          <Trans>
            Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Verträge zwischen{' '}
            {organizerName} (im Folgenden „Veranstalter“) und den Händlerinnen und Händlern (im
            Folgenden „Händler“) über die Teilnahme am {marketName} und die Nutzung eines
            Standplatzes. Sie gelten auch für die Nutzung des Online-Portals zur Händleranmeldung
            und Standplatzverwaltung.
          </Trans>,
          <Trans>
            Ergänzend gelten die{' '}
            <Link component={RouterLink} to="/teilnahmebedingungen">
              Teilnahmebedingungen
            </Link>{' '}
            in der bei der Anmeldung gültigen Fassung. Widersprechen sie diesen AGB, gehen die AGB
            vor.
          </Trans>,
          <Trans>
            Abweichende Geschäftsbedingungen des Händlers gelten nur, wenn der Veranstalter ihnen
            ausdrücklich schriftlich zustimmt.
          </Trans>,
          <Trans>Personenbezogene Bezeichnungen gelten gleichermaßen für alle Geschlechter.</Trans>,
        ),
      ],
    },
    {
      ...registration!,
      body: [
        numbered(
          <Trans>
            Die Anmeldung erfolgt ausschließlich über das Online-Formular „Händler-Anmeldung“
            innerhalb des vom Veranstalter festgelegten Anmeldezeitraums. Anzugeben sind Name bzw.
            Firma, E-Mail-Adresse, Telefonnummer und eine Beschreibung des Warensortiments; die
            Teilnahmebedingungen sind zu akzeptieren. Die Angaben müssen wahrheitsgemäß und
            vollständig sein; Änderungen teilt der Händler dem Veranstalter unverzüglich mit.
          </Trans>,
          <Trans>
            Mit dem Absenden des Formulars gibt der Händler ein Angebot auf Teilnahme am Markt ab.
            Der Vertrag kommt erst zustande, wenn der Veranstalter die Anmeldung bestätigt und dem
            Händler einen Standplatz zuweist; der Händler wird darüber per E-Mail informiert. Die
            Eingangsbestätigung, die Vormerkung oder Reservierung eines Standplatzes und die Zahlung
            der Anzahlung sind noch keine Annahme.
          </Trans>,
          <Trans>
            Ein Anspruch auf Teilnahme besteht nicht. Der Veranstalter stellt den Markt nach dessen
            Gesamtbild, dem Warensortiment und dem verfügbaren Platz zusammen und kann Anmeldungen
            ohne Angabe von Gründen ablehnen. Eine bereits geleistete Anzahlung wird in diesem Fall
            vollständig erstattet.
          </Trans>,
          <Trans>
            Statt eines Passworts erhält der Händler einen persönlichen Zugangscode aus zehn Zeichen
            – je nach Art der Standplatzvergabe gleich nach der Anmeldung oder nach der Bestätigung
            durch den Veranstalter per E-Mail. Mit dem Zugangscode ruft der Händler im Portal
            Status, Standplatz, Zahlungen und Rechnung ab, sendet Nachrichten an die Marktleitung
            und bucht Lift-Termine. Der Zugangscode ist vertraulich zu behandeln und darf nicht an
            Dritte weitergegeben werden; bei Verdacht auf Missbrauch ist der Veranstalter sofort zu
            verständigen.
          </Trans>,
          <Trans>
            Händler, die für künftige Märkte gesperrt sind (§ 4 Abs. 5, § 6 Abs. 2 und 3), können
            sich nicht anmelden, solange die Sperre besteht.
          </Trans>,
        ),
      ],
    },
    {
      ...allocation!,
      body: [
        numbered(
          <>
            <Trans>
              Bei der Anmeldung wählt der Händler eine der beiden Arten der Standplatzvergabe:
            </Trans>
            <InlineList
              items={[
                <Trans>
                  <strong>Zuweisung durch den Veranstalter:</strong> Der Veranstalter weist einen
                  geeigneten Standplatz zu. Dafür fallen keine zusätzlichen Kosten an. Wünsche
                  werden nach Möglichkeit berücksichtigt.
                </Trans>,
                <Trans>
                  <strong>Selbstauswahl auf dem Lageplan:</strong> Der Händler wählt im Portal
                  selbst einen freien Standplatz. Dafür ist eine Anzahlung von {deposit} per
                  Kartenzahlung über den Zahlungsdienstleister SumUp zu leisten. Die Anzahlung wird
                  bei der Abrechnung vollständig auf die Standgebühr angerechnet.
                </Trans>,
              ]}
            />
          </>,
          <Trans>
            Ein selbst gewählter Standplatz wird ab der Auswahl {holdMinutes} Minuten lang für den
            Händler vorgemerkt und ist in dieser Zeit für andere gesperrt. Wird die Anzahlung nicht
            innerhalb dieser Frist bezahlt, verfällt die Vormerkung automatisch und der Standplatz
            wird wieder frei. Mit dem Eingang der Anzahlung ist der Standplatz für den Händler
            reserviert; verbindlich wird die Teilnahme mit der Bestätigung durch den Veranstalter (§
            2 Abs. 2).
          </Trans>,
          <Trans>
            Die Selbstauswahl ist nur für freie Standplätze und nur in den Bereichen möglich, die
            der Veranstalter dafür freigegeben hat. Jeder Standplatz wird nur einmal vergeben.
          </Trans>,
          <Trans>
            Ein Anspruch auf einen bestimmten Standplatz, eine bestimmte Lage oder den Standplatz
            des Vorjahres besteht nicht. Aus zwingenden organisatorischen, baulichen oder
            sicherheitstechnischen Gründen, etwa wegen behördlicher Auflagen, kann der Veranstalter
            einen gleichwertigen anderen Standplatz zuweisen. Liegt dieser in einem günstigeren
            Bereich, gilt dessen Standgebühr; weitere Ansprüche entstehen daraus nicht.
          </Trans>,
          <Trans>
            Der Standplatz darf nur für das zugelassene Sortiment genutzt und ohne Zustimmung des
            Veranstalters weder ganz noch teilweise an Dritte überlassen, getauscht oder
            untervermietet werden.
          </Trans>,
        ),
      ],
    },
    {
      ...fees!,
      body: [
        ...stallFeeBlocks(terms, {
          intro: year ? (
            <Trans>
              Die Standgebühr für den Markt {year} beträgt je Standplatz für die gesamte Marktdauer:
            </Trans>
          ) : (
            <Trans>Die Standgebühr beträgt je Standplatz für die gesamte Marktdauer:</Trans>
          ),
          head: [i18n._(msg`Bereich`), i18n._(msg`Standgebühr`)],
          caption: i18n._(
            msg`Die Beträge sind Endbeträge. Ob Umsatzsteuer enthalten ist, weist die Rechnung aus.`,
          ),
        }),
        numbered(
          <Trans>
            Die Standgebühr wird fällig, sobald der Veranstalter den Aufbau des Standes durch
            Scannen des QR-Codes auf dem Standblatt bestätigt hat (§ 5 Abs. 4). Eine geleistete
            Anzahlung von {deposit} wird angerechnet; zu bezahlen ist der Restbetrag.
          </Trans>,
          <Trans>
            Der Restbetrag wird per Überweisung auf das im Händlerbereich des Portals (Reiter
            „Zahlung“) angegebene Konto oder vor Ort bar oder mit Karte beim Veranstalter bezahlt.
            Eine Überweisung ist auch schon vor dem Aufbau möglich. Die Zahlung muss spätestens bis
            zum Ende des Marktes eingegangen sein.
          </Trans>,
          <Trans>
            Nach vollständiger Zahlung stellt der Veranstalter eine Rechnung aus, in der die
            Anzahlung ausgewiesen ist. Sie steht im Händlerbereich (Reiter „Rechnung“) zum Download
            bereit. Für eine korrekte Rechnung hinterlegt der Händler seine Rechnungsadresse im
            Portal.
          </Trans>,
          <Trans>
            Kosten des Zahlungsverkehrs, etwa Bankspesen bei Auslandsüberweisungen, trägt der
            Händler.
          </Trans>,
          <Trans>
            Ist die Standgebühr bis zum Ende des Marktes nicht vollständig bezahlt, wird der Händler
            für künftige Märkte gesperrt. Die offene Forderung bleibt davon unberührt; der
            Veranstalter kann sie samt gesetzlichen Verzugszinsen geltend machen.
          </Trans>,
        ),
      ],
    },
    {
      ...setup!,
      body: [
        numbered(
          <>
            {setupPeriodPhrase ? (
              <Trans>Der Aufbau erfolgt {setupPeriodPhrase}.</Trans>
            ) : (
              <Trans>Der Aufbau erfolgt in der vom Veranstalter festgelegten Aufbauzeit.</Trans>
            )}{' '}
            {firstMarketDay ? (
              <Trans>
                Zur Marktöffnung am ersten Markttag ({firstMarketDay}, {openTime} Uhr) muss der
                Stand vollständig aufgebaut und verkaufsbereit sein.
              </Trans>
            ) : (
              <Trans>
                Zur Marktöffnung am ersten Markttag ({openTime} Uhr) muss der Stand vollständig
                aufgebaut und verkaufsbereit sein.
              </Trans>
            )}
          </>,
          teardownDeadline ? (
            <Trans>
              Der Abbau beginnt erst nach dem Ende des letzten Markttags und ist in der Regel bis{' '}
              {teardownDeadline} abzuschließen. Abweichende Zeiten sind mit dem Veranstalter
              abzustimmen.
            </Trans>
          ) : (
            <Trans>
              Der Abbau beginnt erst nach dem Ende des letzten Markttags und ist in der Regel
              innerhalb der vom Veranstalter festgelegten Abbauzeit abzuschließen. Abweichende
              Zeiten sind mit dem Veranstalter abzustimmen.
            </Trans>
          ),
          <Trans>
            Für den Transport von Waren und Standmaterial steht ein Materiallift zur Verfügung.
            Lift-Termine für Aufbau und Abbau bucht der Händler im Händlerbereich des Portals
            (Reiter „Lift-Termine“), sobald die Buchung dort freigeschaltet ist. Je Händler kann ein
            Termin für den Aufbau und einer für den Abbau gebucht werden; jeder Termin wird nur
            einmal vergeben. Nicht benötigte Termine sind im Portal zu stornieren.
          </Trans>,
          <Trans>
            Ist der Stand aufgebaut, bestätigt der Veranstalter den Aufbau durch Scannen des
            QR-Codes auf dem Standblatt. Mit dieser Bestätigung gilt der Stand als aufgebaut und die
            Standgebühr wird fällig (§ 4 Abs. 1).
          </Trans>,
          <Trans>
            Der Standplatz ist nach dem Abbau gereinigt und frei von Abfällen zu übergeben. Schäden
            an der Burg und ihrer Einrichtung sind dem Veranstalter sofort zu melden.
          </Trans>,
        ),
      ],
    },
    {
      ...duties!,
      body: [
        numbered(
          <>
            {lastMarketDay ? (
              <Trans>
                Der Markt ist {marketDays} täglich von {openTime} bis {closeTime} Uhr geöffnet, am
                letzten Markttag ({lastMarketDay}) bis 18:00 Uhr.
              </Trans>
            ) : (
              <Trans>
                Der Markt ist {marketDays} täglich von {openTime} bis {closeTime} Uhr geöffnet, am
                letzten Markttag bis 18:00 Uhr.
              </Trans>
            )}{' '}
            <Trans>
              Der Stand ist während der gesamten Öffnungszeiten geöffnet, mit Waren bestückt und
              besetzt zu halten.
            </Trans>
          </>,
          <Trans>
            Wer seinen Stand vor dem Ende der Öffnungszeiten schließt oder vorzeitig abbaut, wird
            sofort für künftige Märkte gesperrt. Die Standgebühr bleibt in voller Höhe geschuldet.
          </Trans>,
          <Trans>
            Händler, deren Aufbau bis zum letzten Markttag um 18:00 Uhr nicht bestätigt wurde,
            werden automatisch gesperrt und können sich für den Markt im nächsten Jahr nicht
            anmelden.
          </Trans>,
          <Trans>
            Der Händler verkauft nur das bei der Anmeldung angegebene und vom Veranstalter
            zugelassene Sortiment. Er hält die Teilnahmebedingungen, die Hausordnung der Burg und
            alle einschlägigen Rechtsvorschriften ein, insbesondere gewerbe-, lebensmittel- und
            hygienerechtliche Vorschriften, die Pflichten zur Preisauszeichnung und Belegerteilung
            sowie die Brandschutzvorschriften. Erforderliche Genehmigungen besorgt er auf eigene
            Kosten.
          </Trans>,
          <Trans>
            Den Anweisungen des Veranstalters und der von ihm beauftragten Personen ist Folge zu
            leisten.
          </Trans>,
          <Trans>
            Eine Sperre wird mit ihrem Grund im Händlerarchiv vermerkt und kann nur vom Veranstalter
            aufgehoben werden. Solange sie besteht, ist eine Anmeldung mit derselben E-Mail-Adresse
            nicht möglich.
          </Trans>,
        ),
      ],
    },
    {
      ...liability!,
      body: [
        numbered(
          <Trans>
            Der Händler haftet für alle Schäden, die er, seine Mitarbeiter oder Beauftragten beim
            Auf- und Abbau, während des Marktes oder durch seine Waren und Einrichtungen
            verursachen, insbesondere an der historischen Bausubstanz und der Einrichtung der Burg.
            Er hält den Veranstalter gegenüber Ansprüchen Dritter schad- und klaglos, die auf solche
            Schäden zurückgehen. Der Abschluss einer Betriebshaftpflichtversicherung wird dringend
            empfohlen.
          </Trans>,
          <Trans>
            Der Veranstalter haftet nur für Vorsatz und grobe Fahrlässigkeit. Diese Beschränkung
            gilt nicht für Schäden an Leben, Körper oder Gesundheit.
          </Trans>,
          <Trans>
            Für Waren, Standeinrichtungen und sonstige Gegenstände der Händler übernimmt der
            Veranstalter keine Verwahrung und keine Bewachung; er haftet insbesondere nicht für
            Diebstahl, Verlust oder Beschädigung, auch nicht außerhalb der Öffnungszeiten.
          </Trans>,
          <Trans>
            Der Veranstalter schuldet keinen bestimmten Besucherandrang und keinen bestimmten
            Umsatz.
          </Trans>,
          <Trans>
            Eine ständige Verfügbarkeit des Online-Portals und der Kartenzahlung kann nicht
            zugesichert werden. Kurzfristige Unterbrechungen, etwa wegen Wartung, begründen keine
            Ansprüche.
          </Trans>,
        ),
      ],
    },
    {
      ...withdrawal!,
      body: [
        numbered(
          freeWithdrawalUntil ? (
            <Trans>
              Der Händler kann bis {freeWithdrawalDeadline}, das ist bis einschließlich{' '}
              {freeWithdrawalUntil}, kostenfrei von seiner Anmeldung zurücktreten. Eine bereits
              geleistete Anzahlung wird erstattet.
            </Trans>
          ) : (
            <Trans>
              Der Händler kann bis {freeWithdrawalDeadline} kostenfrei von seiner Anmeldung
              zurücktreten. Eine bereits geleistete Anzahlung wird erstattet.
            </Trans>
          ),
          terms.withdrawalFeeCharged ? (
            <Trans>
              Bei einem späteren Rücktritt sind {withdrawalFee} der Standgebühr des zugewiesenen
              oder reservierten Standplatzes zu bezahlen; eine geleistete Anzahlung wird darauf
              angerechnet.
            </Trans>
          ) : (
            <Trans>
              Auch ein späterer Rücktritt ist kostenfrei; eine geleistete Anzahlung wird erstattet.
            </Trans>
          ),
          <Trans>
            Der Rücktritt ist im Händler-Dashboard („Anmeldung zurückziehen“), per E-Mail an den
            Veranstalter{organizerEmail} oder über die Nachrichtenfunktion im Portal zu erklären.
            Maßgeblich ist der Zeitpunkt des Eingangs.
          </Trans>,
          <Trans>
            Der Veranstalter kann den Vertrag aus wichtigem Grund mit sofortiger Wirkung auflösen,
            insbesondere bei falschen Angaben in der Anmeldung, bei Zahlungsverzug, bei schweren
            oder trotz Ermahnung wiederholten Verstößen gegen diese AGB oder die
            Teilnahmebedingungen und wenn der Stand nicht rechtzeitig bezogen wird. Hat der Händler
            den Grund zu vertreten, werden bereits bezahlte Beträge nicht erstattet; weitere
            Ansprüche des Veranstalters bleiben vorbehalten.
          </Trans>,
        ),
      ],
    },
    {
      ...forceMajeure!,
      body: [
        numbered(
          <Trans>
            Kann der Markt wegen höherer Gewalt oder anderer Umstände, die der Veranstalter nicht zu
            vertreten hat – etwa Naturereignisse, extreme Witterung, Epidemien, behördliche
            Anordnungen oder großflächige Ausfälle der Strom- oder Wasserversorgung –, nicht oder
            nicht wie geplant stattfinden, darf der Veranstalter den Markt absagen, verkürzen,
            unterbrechen oder innerhalb der Burg verlegen.
          </Trans>,
          <Trans>
            Wird der Markt vor Beginn abgesagt, erstattet der Veranstalter bereits bezahlte
            Standgebühren und Anzahlungen. Muss er nach Beginn vorzeitig beendet werden, wird die
            Standgebühr für die entfallenen Markttage anteilig erstattet. Unterbrechungen von
            einzelnen Stunden berechtigen nicht zur Minderung.
          </Trans>,
          <Trans>
            Weitergehende Ansprüche, insbesondere auf Ersatz von Aufwendungen, Reisekosten oder
            entgangenem Gewinn, sind ausgeschlossen.
          </Trans>,
        ),
      ],
    },
    {
      ...final!,
      body: [
        numbered(
          <Trans>
            Es gilt österreichisches Recht unter Ausschluss der Verweisungsnormen des
            internationalen Privatrechts und des UN-Kaufrechts.
          </Trans>,
          <Trans>
            Gerichtsstand für alle Streitigkeiten aus oder im Zusammenhang mit diesem Vertrag ist
            das sachlich zuständige Gericht in St. Veit an der Glan. Ist der Händler Verbraucher,
            gelten die zwingenden Gerichtsstände des Konsumentenschutzgesetzes.
          </Trans>,
          <Trans>
            Änderungen und Ergänzungen des Vertrags bedürfen der Schriftform; eine E-Mail genügt.
          </Trans>,
          <Trans>
            Sollte eine Bestimmung dieser AGB ganz oder teilweise unwirksam oder undurchführbar sein
            oder werden, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt. An die Stelle
            der unwirksamen Bestimmung tritt eine wirksame Regelung, die dem wirtschaftlichen Zweck
            der ursprünglichen Bestimmung am nächsten kommt.
          </Trans>,
        ),
      ],
    },
  ];
}
