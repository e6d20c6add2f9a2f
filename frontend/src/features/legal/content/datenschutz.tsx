import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import Link from '@mui/material/Link';
import { BOOTH_HOLD_MINUTES } from '@standl/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { OrganizerContact, emailSuffix } from '../components/OrganizerContact';
import { sourceText } from '../source-i18n';
import type { LegalSection, OrganizerInfo } from '../types';
import { block, list, p, sub } from './blocks';

/** The sections' headings, each with its anchor (the same in every language). */
const SECTIONS = [
  { id: 'verantwortlicher', title: msg`Verantwortlicher` },
  { id: 'erhobene-daten', title: msg`Erhobene Daten` },
  { id: 'haendleranmeldung', title: msg`Händleranmeldung` },
  { id: 'zahlungsabwicklung', title: msg`Zahlungsabwicklung` },
  { id: 'server-logfiles', title: msg`Server-Logfiles` },
  { id: 'qr-code-system', title: msg`QR-Code-System` },
  { id: 'betroffenenrechte', title: msg`Betroffenenrechte` },
  { id: 'datensicherheit', title: msg`Datensicherheit` },
  { id: 'automatische-loeschung', title: msg`Automatische Löschung` },
  { id: 'kontakt', title: msg`Kontakt` },
] as const;

/** The headings in German (for specs). */
export const DATENSCHUTZ_SECTION_TITLES = SECTIONS.map(({ title }) => sourceText(title));

/** A link to another site, opened in a new tab; its text is the sentence's. */
function ExternalLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  );
}

/** The sections of the Datenschutzerklärung (DSGVO and DSG) in the page's language. */
export function datenschutzSections(organizer: OrganizerInfo, i18n: I18n): LegalSection[] {
  const [
    controller,
    collected,
    registration,
    payment,
    logs,
    qr,
    rights,
    security,
    deletion,
    contact,
  ] = SECTIONS.map(({ id, title }) => ({ id, title: i18n._(title) }));
  const organizerEmail = emailSuffix(organizer);
  const holdMinutes = String(BOOTH_HOLD_MINUTES);

  return [
    {
      ...controller!,
      body: [
        p(
          <Trans>
            Verantwortlich für die Verarbeitung personenbezogener Daten in diesem Portal im Sinne
            von Art. 4 Z 7 der Datenschutz-Grundverordnung (DSGVO) ist:
          </Trans>,
        ),
        block(<OrganizerContact organizer={organizer} />),
        p(
          <Trans>
            Das Portal dient der Anmeldung von Händlern, der Vergabe der Standplätze und der
            Abwicklung des Marktes. Besucherinnen und Besucher des Marktes müssen hier keine Daten
            angeben.
          </Trans>,
        ),
      ],
    },
    {
      ...collected!,
      body: [
        p(<Trans>Wir verarbeiten nur Daten, die wir für die Teilnahme am Markt benötigen:</Trans>),
        list(
          <Trans>
            <strong>Name und Firma</strong> des Händlers,
          </Trans>,
          <Trans>
            <strong>Kontaktdaten:</strong> E-Mail-Adresse und Telefonnummer,
          </Trans>,
          <strong>
            <Trans>Beschreibung des Warensortiments,</Trans>
          </strong>,
          <Trans>
            <strong>Rechnungsadresse</strong> (Straße, Postleitzahl, Ort, Land),
          </Trans>,
          <Trans>
            <strong>Standplatzwünsche:</strong> Zuweisung durch den Veranstalter oder Selbstauswahl,
            gewählter und zugewiesener Standplatz,
          </Trans>,
          <Trans>
            <strong>Zahlungsinformationen:</strong> Standgebühr, Anzahlung, bezahlte Beträge,
            Zahlungsart und -zeitpunkt, Transaktionsdaten der Kartenzahlung (Abschnitt 4),
            Rechnungsnummer und -datum,
          </Trans>,
          <Trans>
            <strong>Angaben zum Marktablauf:</strong> gebuchte Lift-Termine, Bestätigung des Aufbaus
            (Abschnitt 6), Nachrichten an die Marktleitung und an Sie versandte E-Mails,
            gegebenenfalls eine Sperre samt Grund.
          </Trans>,
        ),
        p(
          <Trans>
            Besondere Kategorien personenbezogener Daten (Art. 9 DSGVO) verarbeiten wir nicht.
          </Trans>,
        ),
      ],
    },
    {
      ...registration!,
      body: [
        sub(i18n._(msg`Zweck`)),
        p(
          <Trans>
            Wir verarbeiten Ihre Angaben, um Ihre Anmeldung zu prüfen, Standplätze zu vergeben,
            Zahlungen und Rechnungen abzuwickeln, Lift-Termine zu verwalten, den Aufbau zu
            bestätigen und Sie über Ihre Anmeldung zu informieren, etwa durch Bestätigungs-E-Mails
            und Zahlungserinnerungen.
          </Trans>,
        ),
        sub(i18n._(msg`Rechtsgrundlagen`)),
        list(
          <Trans>
            Art. 6 Abs. 1 lit. b DSGVO – Durchführung vorvertraglicher Maßnahmen und Erfüllung des
            Vertrags über die Marktteilnahme,
          </Trans>,
          <Trans>
            Art. 6 Abs. 1 lit. c DSGVO – gesetzliche Aufbewahrungspflichten, insbesondere für
            Rechnungen nach § 132 Bundesabgabenordnung (BAO),
          </Trans>,
          <Trans>
            Art. 6 Abs. 1 lit. f DSGVO – unser berechtigtes Interesse an einem geordneten
            Marktbetrieb, etwa bei Sperren nach Verstößen gegen AGB oder Teilnahmebedingungen, und
            an der Einladung von Händlern früherer Märkte zur Anmeldung für das nächste Jahr. Diesen
            Einladungen können Sie jederzeit widersprechen.
          </Trans>,
        ),
        sub(i18n._(msg`Zugangscode statt Passwort`)),
        p(
          <Trans>
            Sie legen kein Benutzerkonto und kein Passwort an. Stattdessen erhalten Sie einen
            zufällig erzeugten, persönlichen Zugangscode aus zehn Zeichen. Wer den Zugangscode
            kennt, kann Ihre Anmeldedaten im Portal einsehen. Bewahren Sie ihn daher sorgfältig auf
            und geben Sie ihn nicht weiter. Fehlgeschlagene Eingaben werden begrenzt, damit
            Zugangscodes nicht durch Ausprobieren erraten werden können.
          </Trans>,
        ),
        sub(i18n._(msg`Empfänger`)),
        p(
          <Trans>
            Ihre Daten sehen nur der Veranstalter und die von ihm mit der Marktorganisation
            betrauten Personen. Für E-Mails, den Betrieb des Servers und die Kartenzahlung setzen
            wir Dienstleister ein, die Ihre Daten nur in unserem Auftrag bzw. für die
            Zahlungsabwicklung verarbeiten. Eine Weitergabe zu Werbezwecken findet nicht statt.
          </Trans>,
        ),
      ],
    },
    {
      ...payment!,
      body: [
        p(
          <Trans>
            Für die Anzahlung bei Selbstauswahl eines Standplatzes und für Kartenzahlungen vor Ort
            haben wir den Zahlungsdienstleister SumUp (SumUp Limited, Dublin, Irland) mit der
            Abwicklung beauftragt.
          </Trans>,
        ),
        list(
          <Trans>
            Ihre Kartendaten geben Sie direkt im Zahlungsformular von SumUp ein – eingebettet in
            unsere Seite oder auf der Zahlungsseite von SumUp. Sie gelangen nie auf unsere Server
            und werden von uns weder gespeichert noch eingesehen.
          </Trans>,
          <Trans>
            Wir erhalten von SumUp nur die Transaktionsdaten: Transaktions- bzw. Checkout-Kennung,
            Betrag, Datum und Zahlungsstatus. Diese speichern wir zu Ihrer Anmeldung, um die Zahlung
            zuzuordnen und auf der Rechnung anzurechnen.
          </Trans>,
          <Trans>
            Beim Laden des Zahlungsformulars wird eine Verbindung zu Servern von SumUp aufgebaut;
            dabei erhält SumUp technisch bedingt Ihre IP-Adresse und Angaben zu Ihrem Browser.
          </Trans>,
        ),
        p(
          <Trans>
            Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO. Soweit SumUp Zahlungsdaten für eigene
            Zwecke verarbeitet, etwa zur Betrugsprävention oder aufgrund gesetzlicher Pflichten als
            Zahlungsinstitut, ist SumUp dafür selbst verantwortlich; Näheres dazu enthält die
            Datenschutzerklärung von SumUp. Zahlen Sie per Überweisung oder bar, erfassen wir
            Betrag, Datum und Zahlungsart.
          </Trans>,
        ),
      ],
    },
    {
      ...logs!,
      body: [
        p(
          <Trans>
            Bei jedem Aufruf des Portals verarbeitet der Server technisch notwendige Angaben:
            Zeitpunkt, aufgerufene Adresse, Statuscode und Browsertyp. Sie dienen dem sicheren und
            fehlerfreien Betrieb (Art. 6 Abs. 1 lit. f DSGVO).
          </Trans>,
        ),
        sub(i18n._(msg`Nutzungsstatistik`)),
        p(
          <Trans>
            Um das Anmeldeverfahren zu verbessern, zählen wir, welche Seiten aufgerufen werden und
            an welchen Schritten der Anmeldung, Standplatzwahl, Zahlung oder Statusabfrage Händler
            abbrechen oder erfolgreich sind. Dazu speichern wir:
          </Trans>,
        ),
        list(
          <Trans>
            eine zufällige Sitzungskennung, die nur im Sitzungsspeicher Ihres Browsers liegt und
            beim Schließen des Tabs verfällt,
          </Trans>,
          <Trans>den Browsertyp (User-Agent),</Trans>,
          <Trans>
            statt der IP-Adresse nur einen gesalzenen, täglich wechselnden Hashwert, aus dem die
            IP-Adresse nicht zurückgerechnet werden kann. Die IP-Adresse selbst wird nicht
            gespeichert.
          </Trans>,
        ),
        p(
          <Trans>
            Wir setzen keine externen Analyse- oder Werbedienste ein und verbinden die Statistik
            nicht mit Ihren Anmeldedaten. Die Ereignisse der Statistik werden nach 14 Monaten
            automatisch gelöscht.
          </Trans>,
        ),
        sub(i18n._(msg`Cookies`)),
        p(
          <Trans>
            Cookies zur Verfolgung oder für Werbung verwenden wir nicht. Nach der Anmeldung mit
            Ihrem Zugangscode setzt das Portal lediglich ein technisch notwendiges Sitzungs-Cookie,
            damit nur Sie Ihre eigenen Daten abrufen und ändern können. Es ist signiert und für
            Skripte nicht lesbar. Für den Admin-Bereich legt das Portal nach der Anmeldung des
            Veranstalters einen Sitzungsschlüssel im Speicher des Browsers ab. Technisch notwendige
            Speicherungen dieser Art bedürfen keiner Einwilligung (§ 165 Abs. 3 TKG 2021).
          </Trans>,
        ),
      ],
    },
    {
      ...qr!,
      body: [
        p(
          <Trans>
            Für jeden vergebenen Standplatz druckt der Veranstalter ein Standblatt mit einem
            QR-Code. Mit dem Scan dieses Codes bestätigt das Team des Veranstalters Ihren Aufbau.
          </Trans>,
        ),
        list(
          <Trans>
            Der QR-Code enthält ausschließlich eine verschlüsselte Händlerkennung. Ihren
            Zugangscode, Ihren Namen oder Ihre Kontaktdaten enthält er nicht; ohne den geheimen
            Schlüssel des Servers lässt er sich nicht entschlüsseln oder fälschen.
          </Trans>,
          <Trans>Scannen können nur angemeldete Personen des Veranstalters.</Trans>,
          <Trans>
            Beim Scan speichern wir den Zeitpunkt, die Händlerkennung und die Person des
            Veranstalters, die gescannt hat, dazu das Ergebnis und wann die Bestätigung beim Server
            eingegangen ist (ein ohne Netz gescannter Stand wird später übertragen).
          </Trans>,
        ),
        p(
          <Trans>
            Die Bestätigung des Aufbaus ist Voraussetzung für die Fälligkeit der Standgebühr und für
            die Regeln zur automatischen Sperre (Art. 6 Abs. 1 lit. b und f DSGVO).
          </Trans>,
        ),
      ],
    },
    {
      ...rights!,
      body: [
        p(<Trans>Sie haben nach der DSGVO das Recht auf</Trans>),
        list(
          <Trans>Auskunft über die zu Ihrer Person gespeicherten Daten (Art. 15),</Trans>,
          <Trans>Berichtigung unrichtiger Daten (Art. 16),</Trans>,
          <Trans>
            Löschung (Art. 17), soweit keine gesetzliche Aufbewahrungspflicht entgegensteht,
          </Trans>,
          <Trans>Einschränkung der Verarbeitung (Art. 18),</Trans>,
          <Trans>Datenübertragbarkeit (Art. 20),</Trans>,
          <Trans>
            Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21), etwa
            gegen Einladungen zum nächsten Markt.
          </Trans>,
        ),
        p(
          <Trans>
            <strong>Datenauskunft zum Herunterladen:</strong> Im Händlerbereich des Portals
            (Dashboard, nach der Anmeldung mit Ihrem Zugangscode) können Sie Ihre gespeicherten
            Daten jederzeit selbst als JSON-Datei herunterladen.
          </Trans>,
        ),
        p(
          <Trans>
            <strong>Löschung auf Wunsch:</strong> Verlangen Sie beim Veranstalter die Löschung,
            entfernt er Ihre personenbezogenen Daten. Ausgestellte Rechnungen und die Buchungen
            Ihrer Zahlungen bleiben wegen der gesetzlichen Aufbewahrungspflicht bis zum Ablauf der
            Frist erhalten (Abschnitt 9); Rechnungen behalten dafür ihre eigene Kopie der
            Rechnungsdaten. Die Angaben zu einer bestehenden Sperre bleiben bis zu ihrer Aufhebung
            erhalten.
          </Trans>,
        ),
        p(
          <Trans>
            Für alle Anliegen wenden Sie sich an den Veranstalter{organizerEmail}. Damit wir keine
            Daten an Unbefugte herausgeben, können wir Sie bitten, sich auszuweisen, zum Beispiel
            mit Ihrem Zugangscode.
          </Trans>,
        ),
        p(
          <Trans>
            Wenn Sie meinen, dass die Verarbeitung Ihrer Daten gegen das Datenschutzrecht verstößt,
            können Sie sich bei der Aufsichtsbehörde beschweren. In Österreich ist das die
            Österreichische Datenschutzbehörde, Barichgasse 40–42, 1030 Wien,{' '}
            <ExternalLink href="https://www.dsb.gv.at">www.dsb.gv.at</ExternalLink>.
          </Trans>,
        ),
      ],
    },
    {
      ...security!,
      body: [
        p(
          <Trans>
            Wir schützen Ihre Daten mit technischen und organisatorischen Maßnahmen, unter anderem:
          </Trans>,
        ),
        list(
          <Trans>verschlüsselte Übertragung aller Seiten und Daten über TLS (HTTPS),</Trans>,
          <Trans>
            Passwörter des Admin-Bereichs werden nur als Hashwert (Argon2id) gespeichert; Sitzungen
            im Admin-Bereich laufen nach 12 Stunden ab,
          </Trans>,
          <Trans>
            Begrenzung der Anfragen (Rate Limiting) bei der Eingabe von Zugangscodes und bei der
            Anmeldung im Admin-Bereich,
          </Trans>,
          <Trans>
            zufällig erzeugte Zugangscodes und verschlüsselte, fälschungssichere QR-Codes,
          </Trans>,
          <Trans>
            Zugriff auf Händlerdaten nur für angemeldete Personen des Veranstalters; Ihre eigenen
            Daten ändern nur Sie mit Ihrem Zugangscode.
          </Trans>,
        ),
      ],
    },
    {
      ...deletion!,
      body: [
        p(<Trans>Wir speichern Ihre Daten nur so lange, wie es für den Zweck nötig ist:</Trans>),
        list(
          <Trans>
            <strong>Archivierung nach der Saison:</strong> Zwei Monate nach Marktende – oder früher,
            wenn der Veranstalter die Saison abschließt – wird die Saison archiviert. Von jeder
            Anmeldung bleiben dann nur Name, E-Mail-Adresse, Marktjahr, Standplatz, Bereich, die
            Beträge (Standgebühr, Bezahltes und Zahlungsart), der Status und gegebenenfalls eine
            Sperre samt Grund erhalten. Alle übrigen Angaben der Anmeldung, etwa Telefonnummer,
            Sortimentsbeschreibung, Rechnungsadresse, Nachrichten und Lift-Termine, werden dabei
            gelöscht. Das Archiv dient dazu, Sperren durchzusetzen, Händler früherer Märkte zum
            nächsten Markt einzuladen und den Standplatz des Vorjahres vorzuschlagen.
          </Trans>,
          <Trans>
            <strong>Rechnungen und Zahlungsbuchungen</strong> (Anzahlungen, Zahlungen, Korrekturen
            und Rückerstattungen) bewahren wir nach § 132 BAO sieben Jahre lang auf, gerechnet ab
            dem Ende des Kalenderjahres, in dem sie entstanden sind; danach werden sie automatisch
            gelöscht. Rechnungen enthalten dafür eine eigene Kopie der Rechnungsdaten.
          </Trans>,
          <Trans>
            <strong>Nutzungsstatistik:</strong> Ereignisse werden nach 14 Monaten automatisch
            gelöscht. Sie enthalten keine IP-Adressen, sondern nur einen gesalzenen, täglich
            wechselnden Hashwert (Abschnitt 5).
          </Trans>,
          <Trans>
            <strong>QR-Codes und Aufbau-Scans:</strong> Der QR-Code auf dem Standblatt enthält nur
            eine verschlüsselte Händlerkennung. Ein Aufbau-Scan hält Zeitpunkt, Händlerkennung und
            die scannende Person des Veranstalters fest (Abschnitt 6). Scan-Code und Aufbau-Scans
            werden mit der Archivierung der Saison (oder der Löschung Ihrer Anmeldung) gelöscht.
          </Trans>,
          <Trans>
            <strong>Gesperrte Händler:</strong> Die Angaben zur Sperre bleiben gespeichert, bis der
            Veranstalter die Sperre aufhebt, denn nur so lässt sich eine erneute Anmeldung während
            der Sperre verhindern.
          </Trans>,
          <Trans>
            <strong>Auskunft und Löschung auf Wunsch:</strong> Ihre Daten können Sie im
            Händlerbereich als JSON-Datei herunterladen und ihre Löschung beim Veranstalter
            verlangen (Abschnitt 7).
          </Trans>,
        ),
        p(
          <Trans>
            Vormerkungen selbst gewählter Standplätze, für die keine Anzahlung eingeht, verfallen
            nach {holdMinutes} Minuten automatisch.
          </Trans>,
        ),
      ],
    },
    {
      ...contact!,
      body: [
        p(<Trans>Für alle Fragen zum Datenschutz erreichen Sie uns unter:</Trans>),
        block(<OrganizerContact organizer={organizer} />),
        p(
          <Trans>
            Weitere Angaben zum Veranstalter finden Sie im{' '}
            <Link component={RouterLink} to="/impressum">
              Impressum
            </Link>
            .
          </Trans>,
        ),
      ],
    },
  ];
}
