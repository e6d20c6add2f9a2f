import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { OrganizerContact } from '../components/OrganizerContact';
import { sourceText } from '../source-i18n';
import type { LegalSection, OrganizerInfo, SeasonTerms } from '../types';
import { block, list, note, p, table } from './blocks';
import { stallFeeBlocks } from './season-blocks';

/** The sections' headings, each with its anchor (the same in every language). */
const SECTIONS = [
  { id: 'marktzeiten', title: msg`Marktzeiten` },
  { id: 'auf-und-abbau', title: msg`Auf- und Abbau` },
  { id: 'persoenliches-lift-ticket', title: msg`Persönliches Lift-Ticket` },
  { id: 'standplatz', title: msg`Standplatz` },
  { id: 'warensortiment', title: msg`Warensortiment` },
  { id: 'zahlungen', title: msg`Zahlungen` },
  { id: 'ordnung', title: msg`Ordnung` },
  { id: 'haftung', title: msg`Haftung` },
  { id: 'ausschluss', title: msg`Ausschluss` },
  { id: 'kontakt', title: msg`Kontakt` },
] as const;

/** The headings in German (for specs). */
export const TEILNAHME_SECTION_TITLES = SECTIONS.map(({ title }) => sourceText(title));

/** A time range that wraps as a whole on a narrow phone ('10:00 – 20:00 Uhr'). */
function NoWrap({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {children}
    </Box>
  );
}

/** The link to the AGB inside a sentence (its text is the sentence's). */
function AgbLink({ children }: { children?: ReactNode }) {
  return (
    <Link component={RouterLink} to="/agb">
      {children}
    </Link>
  );
}

/**
 * The ten sections of the Teilnahmebedingungen (Stand August 2025) in the page's language, with
 * the dates, hours and fees of the current season (`terms`).
 */
export function teilnahmeSections(
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
  const [hours, setup, lift, stall, goods, payments, order, liability, exclusion, contact] =
    SECTIONS.map(({ id, title }) => ({ id, title: i18n._(title) }));

  return [
    {
      ...hours!,
      body: [
        table(null, [
          [<Trans>Markttage</Trans>, terms.marketPeriod ?? <Trans>Termine folgen</Trans>],
          [
            <Trans>Öffnungszeiten</Trans>,
            <Trans>
              täglich{' '}
              <NoWrap>
                {openTime} – {closeTime} Uhr
              </NoWrap>
            </Trans>,
          ],
          [
            lastMarketDay ? (
              <Trans>Letzter Markttag ({lastMarketDay})</Trans>
            ) : (
              <Trans>Letzter Markttag</Trans>
            ),
            <NoWrap>
              <Trans>{openTime} – 18:00 Uhr</Trans>
            </NoWrap>,
          ],
        ]),
        p(
          <Trans>
            Ihr Stand ist während der gesamten Öffnungszeiten geöffnet, mit Waren bestückt und
            besetzt. Wer vorzeitig schließt, wird sofort gesperrt (Punkt 9).
          </Trans>,
        ),
      ],
    },
    {
      ...setup!,
      body: [
        list(
          <>
            {setupPeriodPhrase ? (
              <Trans>Aufbau in der Aufbauzeit {setupPeriodPhrase},</Trans>
            ) : (
              <Trans>Aufbau in der Aufbauzeit,</Trans>
            )}{' '}
            {firstMarketDay ? (
              <Trans>spätestens am ersten Markttag ({firstMarketDay}) ab 07:00 Uhr.</Trans>
            ) : (
              <Trans>spätestens am ersten Markttag ab 07:00 Uhr.</Trans>
            )}{' '}
            <Trans>Zur Marktöffnung um {openTime} Uhr muss Ihr Stand fertig aufgebaut sein.</Trans>
          </>,
          <Trans>
            Den Aufbau bestätigt der Veranstalter, indem er den QR-Code auf Ihrem Standblatt scannt.
            Erst mit dieser Bestätigung gilt Ihr Stand als aufgebaut – und erst dann ist die
            Standgebühr fällig (Punkt 6).
          </Trans>,
          teardownDeadline ? (
            <Trans>
              Abbau erst nach Marktende am letzten Markttag, also nicht vor 18:00 Uhr; in der Regel
              bis {teardownDeadline} abschließen.
            </Trans>
          ) : (
            <Trans>
              Abbau erst nach Marktende am letzten Markttag, also nicht vor 18:00 Uhr; in der Regel
              innerhalb der vom Veranstalter festgelegten Abbauzeit abschließen.
            </Trans>
          ),
          <Trans>Den Standplatz hinterlassen Sie sauber und frei von Abfällen.</Trans>,
        ),
        note(
          <Trans>
            Wer bis zum letzten Markttag um 18:00 Uhr nicht aufgebaut hat, wird automatisch gesperrt
            und kann sich im nächsten Jahr nicht anmelden.
          </Trans>,
          'warning',
        ),
      ],
    },
    {
      ...lift!,
      body: [
        list(
          <Trans>
            Jeder Händler erhält ein persönliches, nicht übertragbares Lift-Ticket für den
            Materiallift: Sie buchen es im Händlerbereich des Portals (Reiter „Lift-Termine“) als
            Termin für den Aufbau und für den Abbau – je ein Termin pro Händler.
          </Trans>,
          <Trans>
            Bitte seien Sie 10 Minuten vor Ihrem Termin beim Lift. Verpasste Termine können nur
            nachgeholt werden, wenn ein anderer Termin frei ist.
          </Trans>,
          <Trans>
            Termine, die Sie nicht brauchen, stornieren Sie bitte rechtzeitig im Portal, damit
            andere Händler sie buchen können.
          </Trans>,
        ),
        note(
          <Trans>
            Das Lift-Ticket darf nicht an andere Händler oder Dritte weitergegeben werden. Eine
            Weitergabe führt zum Ausschluss vom Markt.
          </Trans>,
          'warning',
        ),
      ],
    },
    {
      ...stall!,
      body: [
        list(
          <Trans>
            Den Standplatz weist der Veranstalter ohne Zusatzkosten zu, oder Sie wählen ihn selbst
            auf dem Lageplan gegen eine Anzahlung von {deposit}. Ein selbst gewählter Platz wird{' '}
            {holdMinutes} Minuten lang für Sie vorgemerkt, bis die Anzahlung bezahlt ist.
            Einzelheiten regelt § 3 der <AgbLink>AGB</AgbLink>.
          </Trans>,
          <Trans>
            Ein Anspruch auf einen bestimmten Standplatz oder auf den Platz des Vorjahres besteht
            nicht.
          </Trans>,
          <Trans>
            Stand, Waren und Dekoration bleiben innerhalb der zugewiesenen Fläche. Flucht- und
            Rettungswege, Notausgänge, Zugänge und Durchgänge sind stets freizuhalten.
          </Trans>,
          <Trans>
            Der Standplatz darf nicht getauscht, geteilt oder an Dritte weitergegeben werden.
          </Trans>,
          <Trans>
            Die Gestaltung des Standes soll zum Ambiente eines Adventmarkts auf der Burg passen. In
            Mauern, Böden, Türen und Einrichtung der Burg darf nicht genagelt, geschraubt, gebohrt
            oder geklebt werden.
          </Trans>,
          <Trans>
            Elektrische Geräte dürfen nur nach Absprache mit dem Veranstalter und nur in technisch
            einwandfreiem Zustand betrieben werden.
          </Trans>,
        ),
      ],
    },
    {
      ...goods!,
      body: [
        list(
          <Trans>
            Willkommen sind vor allem Kunsthandwerk und Handwerksprodukte, Advent- und
            Weihnachtsartikel, Dekoration sowie regionale Spezialitäten, die zum Charakter eines
            Adventmarkts passen.
          </Trans>,
          <Trans>
            Verkauft werden darf nur das Sortiment, das Sie bei der Anmeldung beschrieben haben und
            das der Veranstalter zugelassen hat. Änderungen sind vorher mit dem Veranstalter
            abzustimmen.
          </Trans>,
          <Trans>
            Der Veranstalter kann Waren ablehnen oder aus dem Verkauf nehmen lassen, die nicht zum
            Markt passen, insbesondere industrielle Massenware, Waffen, pyrotechnische Artikel und
            Waren, die gegen Rechtsvorschriften verstoßen.
          </Trans>,
          <Trans>
            Für Lebensmittel und Getränke gelten zusätzlich die lebensmittel- und hygienerechtlichen
            Vorschriften.
          </Trans>,
        ),
      ],
    },
    {
      ...payments!,
      body: [
        ...stallFeeBlocks(terms, {
          intro: year ? (
            <Trans>Die Standgebühr für den Markt {year} gilt für die gesamte Marktdauer:</Trans>
          ) : (
            <Trans>Die Standgebühr gilt für die gesamte Marktdauer:</Trans>
          ),
          head: [i18n._(msg`Bereich`), i18n._(msg`Standgebühr je Standplatz`)],
        }),
        list(
          <Trans>
            Bei Selbstauswahl des Standplatzes bezahlen Sie eine Anzahlung von {deposit} per Karte
            über SumUp. Sie wird auf die Standgebühr angerechnet.
          </Trans>,
          <Trans>
            Die Standgebühr ist fällig, sobald Ihr Aufbau per QR-Scan bestätigt ist. Sie bezahlen
            den Restbetrag per Überweisung (Bankverbindung im Händlerbereich, Reiter „Zahlung“) oder
            bar bzw. mit Karte vor Ort – spätestens bis zum Ende des Marktes.
          </Trans>,
          <Trans>
            Nach vollständiger Zahlung steht Ihre Rechnung im Händlerbereich zum Download bereit.
            Hinterlegen Sie dafür Ihre Rechnungsadresse im Portal.
          </Trans>,
          <Trans>
            Wer bis zum Marktende nicht vollständig bezahlt hat, wird für künftige Märkte gesperrt.
          </Trans>,
          <>
            {freeWithdrawalUntil ? (
              terms.withdrawalFeeCharged ? (
                <Trans>
                  Von Ihrer Anmeldung können Sie bis {freeWithdrawalDeadline} (bis einschließlich{' '}
                  {freeWithdrawalUntil}) kostenfrei zurücktreten; danach sind {withdrawalFee} der
                  Standgebühr zu bezahlen.
                </Trans>
              ) : (
                <Trans>
                  Von Ihrer Anmeldung können Sie bis {freeWithdrawalDeadline} (bis einschließlich{' '}
                  {freeWithdrawalUntil}) kostenfrei zurücktreten, auch später ohne Gebühr.
                </Trans>
              )
            ) : terms.withdrawalFeeCharged ? (
              <Trans>
                Von Ihrer Anmeldung können Sie bis {freeWithdrawalDeadline} kostenfrei zurücktreten;
                danach sind {withdrawalFee} der Standgebühr zu bezahlen.
              </Trans>
            ) : (
              <Trans>
                Von Ihrer Anmeldung können Sie bis {freeWithdrawalDeadline} kostenfrei zurücktreten,
                auch später ohne Gebühr.
              </Trans>
            )}{' '}
            <Trans>
              Sie ziehen Ihre Anmeldung im Händler-Dashboard mit „Anmeldung zurückziehen“ zurück.
              Einzelheiten regelt § 8 der <AgbLink>AGB</AgbLink>.
            </Trans>
          </>,
        ),
      ],
    },
    {
      ...order!,
      body: [
        list(
          <Trans>
            Halten Sie Ihren Stand und seine Umgebung sauber und ordentlich; Abfälle entsorgen Sie
            selbst oder in den dafür vorgesehenen Behältern.
          </Trans>,
          <Trans>
            Brandschutz: Offenes Feuer, Kerzen, Heiz- und Kochgeräte nur mit Zustimmung des
            Veranstalters und unter Einhaltung der Brandschutzvorschriften. Feuerlöscher,
            Notausgänge und Fluchtwege müssen jederzeit frei zugänglich bleiben.
          </Trans>,
          <Trans>
            Keine laute Musik, keine Lautsprecherdurchsagen und kein aufdringliches Ansprechen von
            Besuchern.
          </Trans>,
          <Trans>In allen Innenräumen der Burg gilt Rauchverbot.</Trans>,
          <Trans>
            Begegnen Sie Besuchern, anderen Händlern und dem Team des Veranstalters respektvoll und
            folgen Sie dessen Anweisungen.
          </Trans>,
          <Trans>
            Gehen Sie sorgsam mit der historischen Burg und ihrer Einrichtung um. Schäden melden Sie
            sofort dem Veranstalter.
          </Trans>,
        ),
      ],
    },
    {
      ...liability!,
      body: [
        p(
          <Trans>
            Jeder Händler haftet für seinen Stand, seine Waren und alle Schäden, die er oder seine
            Mitarbeiter verursachen, insbesondere an der Burg. Der Veranstalter haftet nicht für
            Diebstahl, Verlust oder Beschädigung von Waren und Standeinrichtungen. Eine
            Betriebshaftpflichtversicherung wird dringend empfohlen. Im Übrigen gilt § 7 der{' '}
            <AgbLink>AGB</AgbLink>.
          </Trans>,
        ),
      ],
    },
    {
      ...exclusion!,
      body: [
        p(
          <Trans>
            Der Veranstalter kann Händler vom laufenden Markt ausschließen und für künftige Märkte
            sperren, insbesondere bei
          </Trans>,
        ),
        list(
          <Trans>Weitergabe des Lift-Tickets (Punkt 3),</Trans>,
          <Trans>
            vorzeitigem Schließen oder Abbauen des Standes – das führt zur sofortigen Sperre,
          </Trans>,
          <Trans>
            fehlendem Aufbau bis zum letzten Markttag um 18:00 Uhr – das führt zur automatischen
            Sperre,
          </Trans>,
          <Trans>nicht vollständiger Zahlung bis zum Marktende,</Trans>,
          <Trans>Verkauf nicht zugelassener Waren,</Trans>,
          <Trans>Verstößen gegen Brandschutz- oder Ordnungsregeln trotz Ermahnung,</Trans>,
          <Trans>falschen Angaben bei der Anmeldung,</Trans>,
          <Trans>Weitergabe, Tausch oder Untervermietung des Standplatzes ohne Zustimmung,</Trans>,
          <Trans>
            grob ungebührlichem Verhalten gegenüber Besuchern, anderen Händlern oder dem Team des
            Veranstalters.
          </Trans>,
        ),
        p(
          <Trans>
            Eine Sperre wird mit ihrem Grund im Händlerarchiv vermerkt und gilt, bis der
            Veranstalter sie aufhebt. Solange sie besteht, ist eine neue Anmeldung mit derselben
            E-Mail-Adresse nicht möglich. Bereits fällige Gebühren bleiben geschuldet; ein
            Ausschluss begründet keinen Anspruch auf Rückerstattung.
          </Trans>,
        ),
      ],
    },
    {
      ...contact!,
      body: [
        p(<Trans>Fragen zur Teilnahme beantwortet Ihnen gern der Veranstalter:</Trans>),
        block(<OrganizerContact organizer={organizer} />),
        p(
          <Trans>
            Zu Ihrer Anmeldung können Sie der Marktleitung auch direkt schreiben: Melden Sie sich
            mit Ihrem Zugangscode unter{' '}
            <Link component={RouterLink} to="/vendor-status">
              Status prüfen
            </Link>{' '}
            an und nutzen Sie dort die Nachrichtenfunktion.
          </Trans>,
        ),
      ],
    },
  ];
}
