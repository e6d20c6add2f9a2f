import Link from '@mui/material/Link';
import { BOOTH_HOLD_MINUTES } from '@standl/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { OrganizerContact, emailSuffix } from '../components/OrganizerContact';
import type { LegalSection, OrganizerInfo } from '../types';
import { block, list, p, sub } from './blocks';

export const DATENSCHUTZ_SECTION_TITLES = [
  'Verantwortlicher',
  'Erhobene Daten',
  'Händleranmeldung',
  'Zahlungsabwicklung',
  'Server-Logfiles',
  'QR-Code-System',
  'Betroffenenrechte',
  'Datensicherheit',
  'Automatische Löschung',
  'Kontakt',
] as const;

const external = (href: string, label: string) => (
  <Link href={href} target="_blank" rel="noopener noreferrer">
    {label}
  </Link>
);

/** The sections of the Datenschutzerklärung (DSGVO and DSG). */
export function datenschutzSections(organizer: OrganizerInfo): LegalSection[] {
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
  ] = DATENSCHUTZ_SECTION_TITLES;

  return [
    {
      title: controller,
      body: [
        p(
          'Verantwortlich für die Verarbeitung personenbezogener Daten in diesem Portal im Sinne von Art. 4 Z 7 der Datenschutz-Grundverordnung (DSGVO) ist:',
        ),
        block(<OrganizerContact organizer={organizer} />),
        'Das Portal dient der Anmeldung von Händlern, der Vergabe der Standplätze und der Abwicklung des Marktes. Besucherinnen und Besucher des Marktes müssen hier keine Daten angeben.',
      ],
    },
    {
      title: collected,
      body: [
        p('Wir verarbeiten nur Daten, die wir für die Teilnahme am Markt benötigen:'),
        list(
          <>
            <strong>Name und Firma</strong> des Händlers,
          </>,
          <>
            <strong>Kontaktdaten:</strong> E-Mail-Adresse und Telefonnummer,
          </>,
          <>
            <strong>Beschreibung des Warensortiments,</strong>
          </>,
          <>
            <strong>Rechnungsadresse</strong> (Straße, Postleitzahl, Ort, Land),
          </>,
          <>
            <strong>Standplatzwünsche:</strong> Zuweisung durch den Veranstalter oder Selbstauswahl,
            gewählter und zugewiesener Standplatz,
          </>,
          <>
            <strong>Zahlungsinformationen:</strong> Standgebühr, Anzahlung, bezahlte Beträge,
            Zahlungsart und -zeitpunkt, Transaktionsdaten der Kartenzahlung (Abschnitt 4),
            Rechnungsnummer und -datum,
          </>,
          <>
            <strong>Angaben zum Marktablauf:</strong> gebuchte Lift-Termine, Bestätigung des Aufbaus
            (Abschnitt 6), Nachrichten an die Marktleitung und an Sie versandte E-Mails,
            gegebenenfalls eine Sperre samt Grund.
          </>,
        ),
        'Besondere Kategorien personenbezogener Daten (Art. 9 DSGVO) verarbeiten wir nicht.',
      ],
    },
    {
      title: registration,
      body: [
        sub('Zweck'),
        'Wir verarbeiten Ihre Angaben, um Ihre Anmeldung zu prüfen, Standplätze zu vergeben, Zahlungen und Rechnungen abzuwickeln, Lift-Termine zu verwalten, den Aufbau zu bestätigen und Sie über Ihre Anmeldung zu informieren, etwa durch Bestätigungs-E-Mails und Zahlungserinnerungen.',
        sub('Rechtsgrundlagen'),
        list(
          'Art. 6 Abs. 1 lit. b DSGVO – Durchführung vorvertraglicher Maßnahmen und Erfüllung des Vertrags über die Marktteilnahme,',
          'Art. 6 Abs. 1 lit. c DSGVO – gesetzliche Aufbewahrungspflichten, insbesondere für Rechnungen nach § 132 Bundesabgabenordnung (BAO),',
          'Art. 6 Abs. 1 lit. f DSGVO – unser berechtigtes Interesse an einem geordneten Marktbetrieb, etwa bei Sperren nach Verstößen gegen AGB oder Teilnahmebedingungen, und an der Einladung von Händlern früherer Märkte zur Anmeldung für das nächste Jahr. Diesen Einladungen können Sie jederzeit widersprechen.',
        ),
        sub('Zugangscode statt Passwort'),
        'Sie legen kein Benutzerkonto und kein Passwort an. Stattdessen erhalten Sie einen zufällig erzeugten, persönlichen Zugangscode aus zehn Zeichen. Wer den Zugangscode kennt, kann Ihre Anmeldedaten im Portal einsehen. Bewahren Sie ihn daher sorgfältig auf und geben Sie ihn nicht weiter. Fehlgeschlagene Eingaben werden begrenzt, damit Zugangscodes nicht durch Ausprobieren erraten werden können.',
        sub('Empfänger'),
        'Ihre Daten sehen nur der Veranstalter und die von ihm mit der Marktorganisation betrauten Personen. Für E-Mails, den Betrieb des Servers und die Kartenzahlung setzen wir Dienstleister ein, die Ihre Daten nur in unserem Auftrag bzw. für die Zahlungsabwicklung verarbeiten. Eine Weitergabe zu Werbezwecken findet nicht statt.',
      ],
    },
    {
      title: payment,
      body: [
        'Für die Anzahlung bei Selbstauswahl eines Standplatzes und für Kartenzahlungen vor Ort haben wir den Zahlungsdienstleister SumUp (SumUp Limited, Dublin, Irland) mit der Abwicklung beauftragt.',
        list(
          'Ihre Kartendaten geben Sie direkt im Zahlungsformular von SumUp ein – eingebettet in unsere Seite oder auf der Zahlungsseite von SumUp. Sie gelangen nie auf unsere Server und werden von uns weder gespeichert noch eingesehen.',
          'Wir erhalten von SumUp nur die Transaktionsdaten: Transaktions- bzw. Checkout-Kennung, Betrag, Datum und Zahlungsstatus. Diese speichern wir zu Ihrer Anmeldung, um die Zahlung zuzuordnen und auf der Rechnung anzurechnen.',
          'Beim Laden des Zahlungsformulars wird eine Verbindung zu Servern von SumUp aufgebaut; dabei erhält SumUp technisch bedingt Ihre IP-Adresse und Angaben zu Ihrem Browser.',
        ),
        'Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO. Soweit SumUp Zahlungsdaten für eigene Zwecke verarbeitet, etwa zur Betrugsprävention oder aufgrund gesetzlicher Pflichten als Zahlungsinstitut, ist SumUp dafür selbst verantwortlich; Näheres dazu enthält die Datenschutzerklärung von SumUp. Zahlen Sie per Überweisung oder bar, erfassen wir Betrag, Datum und Zahlungsart.',
      ],
    },
    {
      title: logs,
      body: [
        'Bei jedem Aufruf des Portals verarbeitet der Server technisch notwendige Angaben: Zeitpunkt, aufgerufene Adresse, Statuscode und Browsertyp. Sie dienen dem sicheren und fehlerfreien Betrieb (Art. 6 Abs. 1 lit. f DSGVO).',
        sub('Nutzungsstatistik'),
        'Um das Anmeldeverfahren zu verbessern, zählen wir, welche Seiten aufgerufen werden und an welchen Schritten der Anmeldung, Standplatzwahl, Zahlung oder Statusabfrage Händler abbrechen oder erfolgreich sind. Dazu speichern wir:',
        list(
          'eine zufällige Sitzungskennung, die nur im Sitzungsspeicher Ihres Browsers liegt und beim Schließen des Tabs verfällt,',
          'den Browsertyp (User-Agent),',
          'statt der IP-Adresse nur einen gesalzenen, täglich wechselnden Hashwert, aus dem die IP-Adresse nicht zurückgerechnet werden kann. Die IP-Adresse selbst wird nicht gespeichert.',
        ),
        'Wir setzen keine externen Analyse- oder Werbedienste ein und verbinden die Statistik nicht mit Ihren Anmeldedaten. Die Ereignisse der Statistik werden nach 14 Monaten automatisch gelöscht.',
        sub('Cookies'),
        'Cookies zur Verfolgung oder für Werbung verwenden wir nicht. Nach der Anmeldung mit Ihrem Zugangscode setzt das Portal lediglich ein technisch notwendiges Sitzungs-Cookie, damit nur Sie Ihre eigenen Daten abrufen und ändern können. Es ist signiert und für Skripte nicht lesbar. Für den Admin-Bereich legt das Portal nach der Anmeldung des Veranstalters einen Sitzungsschlüssel im Speicher des Browsers ab. Technisch notwendige Speicherungen dieser Art bedürfen keiner Einwilligung (§ 165 Abs. 3 TKG 2021).',
      ],
    },
    {
      title: qr,
      body: [
        'Für jeden vergebenen Standplatz druckt der Veranstalter ein Standblatt mit einem QR-Code. Mit dem Scan dieses Codes bestätigt das Team des Veranstalters Ihren Aufbau.',
        list(
          'Der QR-Code enthält ausschließlich eine verschlüsselte Händlerkennung. Ihren Zugangscode, Ihren Namen oder Ihre Kontaktdaten enthält er nicht; ohne den geheimen Schlüssel des Servers lässt er sich nicht entschlüsseln oder fälschen.',
          'Scannen können nur angemeldete Personen des Veranstalters.',
          'Beim Scan speichern wir den Zeitpunkt, die Händlerkennung und die Person des Veranstalters, die gescannt hat, dazu das Ergebnis und wann die Bestätigung beim Server eingegangen ist (ein ohne Netz gescannter Stand wird später übertragen).',
        ),
        'Die Bestätigung des Aufbaus ist Voraussetzung für die Fälligkeit der Standgebühr und für die Regeln zur automatischen Sperre (Art. 6 Abs. 1 lit. b und f DSGVO).',
      ],
    },
    {
      title: rights,
      body: [
        p('Sie haben nach der DSGVO das Recht auf'),
        list(
          'Auskunft über die zu Ihrer Person gespeicherten Daten (Art. 15),',
          'Berichtigung unrichtiger Daten (Art. 16),',
          'Löschung (Art. 17), soweit keine gesetzliche Aufbewahrungspflicht entgegensteht,',
          'Einschränkung der Verarbeitung (Art. 18),',
          'Datenübertragbarkeit (Art. 20),',
          'Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21), etwa gegen Einladungen zum nächsten Markt.',
        ),
        p(
          <>
            <strong>Datenauskunft zum Herunterladen:</strong> Im Händlerbereich des Portals
            (Dashboard, nach der Anmeldung mit Ihrem Zugangscode) können Sie Ihre gespeicherten
            Daten jederzeit selbst als JSON-Datei herunterladen.
          </>,
        ),
        p(
          <>
            <strong>Löschung auf Wunsch:</strong> Verlangen Sie beim Veranstalter die Löschung,
            entfernt er Ihre personenbezogenen Daten. Ausgestellte Rechnungen und die Buchungen
            Ihrer Zahlungen bleiben wegen der gesetzlichen Aufbewahrungspflicht bis zum Ablauf der
            Frist erhalten (Abschnitt 9); Rechnungen behalten dafür ihre eigene Kopie der
            Rechnungsdaten. Die Angaben zu einer bestehenden Sperre bleiben bis zu ihrer Aufhebung
            erhalten.
          </>,
        ),
        p(
          <>
            Für alle Anliegen wenden Sie sich an den Veranstalter{emailSuffix(organizer)}. Damit wir
            keine Daten an Unbefugte herausgeben, können wir Sie bitten, sich auszuweisen, zum
            Beispiel mit Ihrem Zugangscode.
          </>,
        ),
        p(
          <>
            Wenn Sie meinen, dass die Verarbeitung Ihrer Daten gegen das Datenschutzrecht verstößt,
            können Sie sich bei der Aufsichtsbehörde beschweren. In Österreich ist das die
            Österreichische Datenschutzbehörde, Barichgasse 40–42, 1030 Wien,{' '}
            {external('https://www.dsb.gv.at', 'www.dsb.gv.at')}.
          </>,
        ),
      ],
    },
    {
      title: security,
      body: [
        p(
          'Wir schützen Ihre Daten mit technischen und organisatorischen Maßnahmen, unter anderem:',
        ),
        list(
          'verschlüsselte Übertragung aller Seiten und Daten über TLS (HTTPS),',
          'Passwörter des Admin-Bereichs werden nur als Hashwert (Argon2id) gespeichert; Sitzungen im Admin-Bereich laufen nach 12 Stunden ab,',
          'Begrenzung der Anfragen (Rate Limiting) bei der Eingabe von Zugangscodes und bei der Anmeldung im Admin-Bereich,',
          'zufällig erzeugte Zugangscodes und verschlüsselte, fälschungssichere QR-Codes,',
          'Zugriff auf Händlerdaten nur für angemeldete Personen des Veranstalters; Ihre eigenen Daten ändern nur Sie mit Ihrem Zugangscode.',
        ),
      ],
    },
    {
      title: deletion,
      body: [
        p('Wir speichern Ihre Daten nur so lange, wie es für den Zweck nötig ist:'),
        list(
          <>
            <strong>Archivierung nach der Saison:</strong> Zwei Monate nach Marktende – oder früher,
            wenn der Veranstalter die Saison abschließt – wird die Saison archiviert. Von jeder
            Anmeldung bleiben dann nur Name, E-Mail-Adresse, Marktjahr, Standplatz, Bereich, die
            Beträge (Standgebühr, Bezahltes und Zahlungsart), der Status und gegebenenfalls eine
            Sperre samt Grund erhalten. Alle übrigen Angaben der Anmeldung, etwa Telefonnummer,
            Sortimentsbeschreibung, Rechnungsadresse, Nachrichten und Lift-Termine, werden dabei
            gelöscht. Das Archiv dient dazu, Sperren durchzusetzen, Händler früherer Märkte zum
            nächsten Markt einzuladen und den Standplatz des Vorjahres vorzuschlagen.
          </>,
          <>
            <strong>Rechnungen und Zahlungsbuchungen</strong> (Anzahlungen, Zahlungen, Korrekturen
            und Rückerstattungen) bewahren wir nach § 132 BAO sieben Jahre lang auf, gerechnet ab
            dem Ende des Kalenderjahres, in dem sie entstanden sind; danach werden sie automatisch
            gelöscht. Rechnungen enthalten dafür eine eigene Kopie der Rechnungsdaten.
          </>,
          <>
            <strong>Nutzungsstatistik:</strong> Ereignisse werden nach 14 Monaten automatisch
            gelöscht. Sie enthalten keine IP-Adressen, sondern nur einen gesalzenen, täglich
            wechselnden Hashwert (Abschnitt 5).
          </>,
          <>
            <strong>QR-Codes und Aufbau-Scans:</strong> Der QR-Code auf dem Standblatt enthält nur
            eine verschlüsselte Händlerkennung. Ein Aufbau-Scan hält Zeitpunkt, Händlerkennung und
            die scannende Person des Veranstalters fest (Abschnitt 6). Scan-Code und Aufbau-Scans
            werden mit der Archivierung der Saison (oder der Löschung Ihrer Anmeldung) gelöscht.
          </>,
          <>
            <strong>Gesperrte Händler:</strong> Die Angaben zur Sperre bleiben gespeichert, bis der
            Veranstalter die Sperre aufhebt, denn nur so lässt sich eine erneute Anmeldung während
            der Sperre verhindern.
          </>,
          <>
            <strong>Auskunft und Löschung auf Wunsch:</strong> Ihre Daten können Sie im
            Händlerbereich als JSON-Datei herunterladen und ihre Löschung beim Veranstalter
            verlangen (Abschnitt 7).
          </>,
        ),
        `Vormerkungen selbst gewählter Standplätze, für die keine Anzahlung eingeht, verfallen nach ${BOOTH_HOLD_MINUTES} Minuten automatisch.`,
      ],
    },
    {
      title: contact,
      body: [
        p('Für alle Fragen zum Datenschutz erreichen Sie uns unter:'),
        block(<OrganizerContact organizer={organizer} />),
        p(
          <>
            Weitere Angaben zum Veranstalter finden Sie im{' '}
            <Link component={RouterLink} to="/impressum">
              Impressum
            </Link>
            .
          </>,
        ),
      ],
    },
  ];
}
