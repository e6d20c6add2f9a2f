import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { OrganizerContact } from '../components/OrganizerContact';
import { DATES_TO_FOLLOW } from '../../market';
import type { LegalSection, OrganizerInfo, SeasonTerms } from '../types';
import { block, list, note, p, table } from './blocks';
import { forMarketYear, stallFeeBlocks } from './season-blocks';

export const TEILNAHME_SECTION_TITLES = [
  'Marktzeiten',
  'Auf- und Abbau',
  'Persönliches Lift-Ticket',
  'Standplatz',
  'Warensortiment',
  'Zahlungen',
  'Ordnung',
  'Haftung',
  'Ausschluss',
  'Kontakt',
] as const;

/** A time range that wraps as a whole on a narrow phone ('10:00 – 20:00 Uhr'). */
function NoWrap({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {children}
    </Box>
  );
}

const agbLink = (label = 'AGB') => (
  <Link component={RouterLink} to="/agb">
    {label}
  </Link>
);

/**
 * The ten sections of the Teilnahmebedingungen (Stand August 2025), with the dates, hours and
 * fees of the current season (`terms`).
 */
export function teilnahmeSections(organizer: OrganizerInfo, terms: SeasonTerms): LegalSection[] {
  const { deposit, holdMinutes, openTime, closeTime } = terms;
  const [hours, setup, lift, stall, goods, payments, order, liability, exclusion, contact] =
    TEILNAHME_SECTION_TITLES;

  return [
    {
      title: hours,
      body: [
        table(null, [
          ['Markttage', terms.marketPeriod ?? DATES_TO_FOLLOW],
          [
            'Öffnungszeiten',
            <>
              täglich{' '}
              <NoWrap>
                {openTime} – {closeTime} Uhr
              </NoWrap>
            </>,
          ],
          [
            <>Letzter Markttag{terms.lastMarketDay && <> ({terms.lastMarketDay})</>}</>,
            <NoWrap>{openTime} – 18:00 Uhr</NoWrap>,
          ],
        ]),
        'Ihr Stand ist während der gesamten Öffnungszeiten geöffnet, mit Waren bestückt und besetzt. Wer vorzeitig schließt, wird sofort gesperrt (Punkt 9).',
      ],
    },
    {
      title: setup,
      body: [
        list(
          <>
            Aufbau in der Aufbauzeit{terms.setupPeriodPhrase && <> {terms.setupPeriodPhrase}</>},
            spätestens am ersten Markttag
            {terms.firstMarketDay && <> ({terms.firstMarketDay})</>} ab 07:00 Uhr. Zur Marktöffnung
            um {openTime} Uhr muss Ihr Stand fertig aufgebaut sein.
          </>,
          'Den Aufbau bestätigt der Veranstalter, indem er den QR-Code auf Ihrem Standblatt scannt. Erst mit dieser Bestätigung gilt Ihr Stand als aufgebaut – und erst dann ist die Standgebühr fällig (Punkt 6).',
          <>
            Abbau erst nach Marktende am letzten Markttag, also nicht vor 18:00 Uhr; in der Regel{' '}
            {terms.teardownDeadline ? (
              <>bis {terms.teardownDeadline}</>
            ) : (
              'innerhalb der vom Veranstalter festgelegten Abbauzeit'
            )}{' '}
            abschließen.
          </>,
          'Den Standplatz hinterlassen Sie sauber und frei von Abfällen.',
        ),
        note(
          'Wer bis zum letzten Markttag um 18:00 Uhr nicht aufgebaut hat, wird automatisch gesperrt und kann sich im nächsten Jahr nicht anmelden.',
          'warning',
        ),
      ],
    },
    {
      title: lift,
      body: [
        list(
          'Jeder Händler erhält ein persönliches, nicht übertragbares Lift-Ticket für den Materiallift: Sie buchen es im Händlerbereich des Portals (Reiter „Lift-Termine“) als Termin für den Aufbau und für den Abbau – je ein Termin pro Händler.',
          'Bitte seien Sie 10 Minuten vor Ihrem Termin beim Lift. Verpasste Termine können nur nachgeholt werden, wenn ein anderer Termin frei ist.',
          'Termine, die Sie nicht brauchen, stornieren Sie bitte rechtzeitig im Portal, damit andere Händler sie buchen können.',
        ),
        note(
          'Das Lift-Ticket darf nicht an andere Händler oder Dritte weitergegeben werden. Eine Weitergabe führt zum Ausschluss vom Markt.',
          'warning',
        ),
      ],
    },
    {
      title: stall,
      body: [
        list(
          <>
            Den Standplatz weist der Veranstalter ohne Zusatzkosten zu, oder Sie wählen ihn selbst
            auf dem Lageplan gegen eine Anzahlung von {deposit}. Ein selbst gewählter Platz wird{' '}
            {holdMinutes} Minuten lang für Sie vorgemerkt, bis die Anzahlung bezahlt ist.
            Einzelheiten regelt § 3 der {agbLink()}.
          </>,
          'Ein Anspruch auf einen bestimmten Standplatz oder auf den Platz des Vorjahres besteht nicht.',
          'Stand, Waren und Dekoration bleiben innerhalb der zugewiesenen Fläche. Flucht- und Rettungswege, Notausgänge, Zugänge und Durchgänge sind stets freizuhalten.',
          'Der Standplatz darf nicht getauscht, geteilt oder an Dritte weitergegeben werden.',
          'Die Gestaltung des Standes soll zum Ambiente eines Adventmarkts auf der Burg passen. In Mauern, Böden, Türen und Einrichtung der Burg darf nicht genagelt, geschraubt, gebohrt oder geklebt werden.',
          'Elektrische Geräte dürfen nur nach Absprache mit dem Veranstalter und nur in technisch einwandfreiem Zustand betrieben werden.',
        ),
      ],
    },
    {
      title: goods,
      body: [
        list(
          'Willkommen sind vor allem Kunsthandwerk und Handwerksprodukte, Advent- und Weihnachtsartikel, Dekoration sowie regionale Spezialitäten, die zum Charakter eines Adventmarkts passen.',
          'Verkauft werden darf nur das Sortiment, das Sie bei der Anmeldung beschrieben haben und das der Veranstalter zugelassen hat. Änderungen sind vorher mit dem Veranstalter abzustimmen.',
          'Der Veranstalter kann Waren ablehnen oder aus dem Verkauf nehmen lassen, die nicht zum Markt passen, insbesondere industrielle Massenware, Waffen, pyrotechnische Artikel und Waren, die gegen Rechtsvorschriften verstoßen.',
          'Für Lebensmittel und Getränke gelten zusätzlich die lebensmittel- und hygienerechtlichen Vorschriften.',
        ),
      ],
    },
    {
      title: payments,
      body: [
        ...stallFeeBlocks(terms, {
          intro: <>Die Standgebühr{forMarketYear(terms)} gilt für die gesamte Marktdauer:</>,
          head: ['Bereich', 'Standgebühr je Standplatz'],
        }),
        list(
          `Bei Selbstauswahl des Standplatzes bezahlen Sie eine Anzahlung von ${deposit} per Karte über SumUp. Sie wird auf die Standgebühr angerechnet.`,
          'Die Standgebühr ist fällig, sobald Ihr Aufbau per QR-Scan bestätigt ist. Sie bezahlen den Restbetrag per Überweisung (Bankverbindung im Händlerbereich, Reiter „Zahlung“) oder bar bzw. mit Karte vor Ort – spätestens bis zum Ende des Marktes.',
          'Nach vollständiger Zahlung steht Ihre Rechnung im Händlerbereich zum Download bereit. Hinterlegen Sie dafür Ihre Rechnungsadresse im Portal.',
          'Wer bis zum Marktende nicht vollständig bezahlt hat, wird für künftige Märkte gesperrt.',
          <>
            Von Ihrer Anmeldung können Sie bis {terms.freeWithdrawalDeadline}
            {terms.freeWithdrawalUntil && (
              <> (bis einschließlich {terms.freeWithdrawalUntil})</>
            )}{' '}
            kostenfrei zurücktreten
            {terms.withdrawalFeeCharged ? (
              <>; danach sind {terms.withdrawalFee} der Standgebühr zu bezahlen</>
            ) : (
              <>, auch später ohne Gebühr</>
            )}
            . Sie ziehen Ihre Anmeldung im Händler-Dashboard mit „Anmeldung zurückziehen“ zurück.
            Einzelheiten regelt § 8 der {agbLink()}.
          </>,
        ),
      ],
    },
    {
      title: order,
      body: [
        list(
          'Halten Sie Ihren Stand und seine Umgebung sauber und ordentlich; Abfälle entsorgen Sie selbst oder in den dafür vorgesehenen Behältern.',
          'Brandschutz: Offenes Feuer, Kerzen, Heiz- und Kochgeräte nur mit Zustimmung des Veranstalters und unter Einhaltung der Brandschutzvorschriften. Feuerlöscher, Notausgänge und Fluchtwege müssen jederzeit frei zugänglich bleiben.',
          'Keine laute Musik, keine Lautsprecherdurchsagen und kein aufdringliches Ansprechen von Besuchern.',
          'In allen Innenräumen der Burg gilt Rauchverbot.',
          'Begegnen Sie Besuchern, anderen Händlern und dem Team des Veranstalters respektvoll und folgen Sie dessen Anweisungen.',
          'Gehen Sie sorgsam mit der historischen Burg und ihrer Einrichtung um. Schäden melden Sie sofort dem Veranstalter.',
        ),
      ],
    },
    {
      title: liability,
      body: [
        p(
          <>
            Jeder Händler haftet für seinen Stand, seine Waren und alle Schäden, die er oder seine
            Mitarbeiter verursachen, insbesondere an der Burg. Der Veranstalter haftet nicht für
            Diebstahl, Verlust oder Beschädigung von Waren und Standeinrichtungen. Eine
            Betriebshaftpflichtversicherung wird dringend empfohlen. Im Übrigen gilt § 7 der{' '}
            {agbLink()}.
          </>,
        ),
      ],
    },
    {
      title: exclusion,
      body: [
        p(
          'Der Veranstalter kann Händler vom laufenden Markt ausschließen und für künftige Märkte sperren, insbesondere bei',
        ),
        list(
          'Weitergabe des Lift-Tickets (Punkt 3),',
          'vorzeitigem Schließen oder Abbauen des Standes – das führt zur sofortigen Sperre,',
          'fehlendem Aufbau bis zum letzten Markttag um 18:00 Uhr – das führt zur automatischen Sperre,',
          'nicht vollständiger Zahlung bis zum Marktende,',
          'Verkauf nicht zugelassener Waren,',
          'Verstößen gegen Brandschutz- oder Ordnungsregeln trotz Ermahnung,',
          'falschen Angaben bei der Anmeldung,',
          'Weitergabe, Tausch oder Untervermietung des Standplatzes ohne Zustimmung,',
          'grob ungebührlichem Verhalten gegenüber Besuchern, anderen Händlern oder dem Team des Veranstalters.',
        ),
        'Eine Sperre wird mit ihrem Grund im Händlerarchiv vermerkt und gilt, bis der Veranstalter sie aufhebt. Solange sie besteht, ist eine neue Anmeldung mit derselben E-Mail-Adresse nicht möglich. Bereits fällige Gebühren bleiben geschuldet; ein Ausschluss begründet keinen Anspruch auf Rückerstattung.',
      ],
    },
    {
      title: contact,
      body: [
        p('Fragen zur Teilnahme beantwortet Ihnen gern der Veranstalter:'),
        block(<OrganizerContact organizer={organizer} />),
        p(
          <>
            Zu Ihrer Anmeldung können Sie der Marktleitung auch direkt schreiben: Melden Sie sich
            mit Ihrem Zugangscode unter{' '}
            <Link component={RouterLink} to="/vendor-status">
              Status prüfen
            </Link>{' '}
            an und nutzen Sie dort die Nachrichtenfunktion.
          </>,
        ),
      ],
    },
  ];
}
