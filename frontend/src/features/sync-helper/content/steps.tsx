import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Mono } from '../components/CodeBlock';
import {
  ADD_STALLS_FILE,
  ADD_STALLS_MIGRATION,
  DEPLOY_COMMANDS,
  GUIDE_PATH,
  LOCAL_CHECK_COMMANDS,
  MIGRATIONS_INDEX,
  REGISTER_MIGRATION,
  START_LOG_LINE,
} from './examples';

export interface SyncStep {
  title: MessageDescriptor;
  /** A line under the title: a text, or a file name as it is. */
  summary: MessageDescriptor | string;
  body: ReactNode;
  /** The code to copy; `text` a message when it holds explanations (shell comments). */
  code?: { file?: string; text: string | MessageDescriptor };
}

const P = ({ children }: { children: ReactNode }) => (
  <Typography component="p" sx={{ fontSize: 'inherit', lineHeight: 'inherit', mb: 1 }}>
    {children}
  </Typography>
);

const Bullets = ({ items }: { items: ReactNode[] }) => (
  <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
    {items.map((item, index) => (
      <Box component="li" key={index} sx={{ mb: 0.5 }}>
        {item}
      </Box>
    ))}
  </Box>
);

/** The steps; their texts are in the catalogs and render in the page's language. */
export const SYNC_STEPS: SyncStep[] = [
  {
    title: msg`Weg wählen`,
    summary: msg`Bereiche-Reiter oder Migration?`,
    body: (
      <>
        <P>
          <Trans>
            Geht es nur um die Anzahl der Standplätze eines Bereichs, braucht es keine Entwicklung:
            Der Veranstalter ändert sie im Admin-Bereich, Reiter „Bereiche“. Erhöhen legt freie
            Plätze an, Verringern entfernt nur freie Plätze. Damit ist die Aufgabe erledigt.
          </Trans>
        </P>
        <P>
          <Trans>
            Alles andere – neue Spalten oder Tabellen, Umbenennungen, Datenkorrekturen wie das
            Umnummerieren von Standplätzen – kommt als Migration. Weiter mit Schritt 2.
          </Trans>
        </P>
      </>
    ),
  },
  {
    title: msg`Lokal vorbereiten`,
    summary: msg`Nie direkt in der Produktion`,
    body: (
      <>
        <P>
          <Trans>
            Die Änderung zuerst lokal ausprobieren: <Mono>npm run dev</Mono> startet die Anwendung
            mit der eingebetteten Datenbank (PGlite) in <Mono>./data</Mono>. SQL gegen diese
            Datenbank testen, nicht gegen die Produktion.
          </Trans>
        </P>
        <P>
          <Trans>
            Schemaänderungen beginnen in den MikroORM-Entities; reine Datenkorrekturen brauchen
            keine Entity-Änderung.
          </Trans>
        </P>
      </>
    ),
  },
  {
    title: msg`Migration schreiben`,
    summary: msg`Eine Klasse mit up() und, wenn möglich, down()`,
    body: (
      <>
        <Bullets
          items={[
            <Trans>
              Schemaänderungen: <Mono>npm run migration:create -w backend</Mono> erzeugt die
              Migration aus den Entities und trägt sie gleich ein.
            </Trans>,
            <Trans>
              Datenkorrekturen: Datei von Hand anlegen, Name <Mono>Migration</Mono> plus
              Zeitstempel, Klasse erweitert <Mono>Migration</Mono>.
            </Trans>,
            <Trans>
              SQL so schreiben, dass ein zweiter Lauf nichts kaputt macht (on conflict do nothing,
              einschränkende where-Bedingungen).
            </Trans>,
            <Trans>
              Keine belegten oder reservierten Standplätze löschen, keine Händlerdaten ändern.
            </Trans>,
          ]}
        />
      </>
    ),
    code: { file: ADD_STALLS_FILE, text: ADD_STALLS_MIGRATION },
  },
  {
    title: msg`Migration eintragen`,
    summary: MIGRATIONS_INDEX,
    body: (
      <P>
        <Trans>
          Jede Migration steht in der Liste <Mono>migrationsList</Mono> in{' '}
          <Mono>{MIGRATIONS_INDEX}</Mono>, in der Reihenfolge, in der sie laufen soll. Eine Datei,
          die dort fehlt, wird nie angewendet.
        </Trans>
      </P>
    ),
    code: { file: MIGRATIONS_INDEX, text: REGISTER_MIGRATION },
  },
  {
    title: msg`Lokal prüfen`,
    summary: msg`Migrieren, ansehen, testen`,
    body: (
      <P>
        <Trans>
          Migration lokal anwenden, Ergebnis im Admin-Bereich (Reiter „Standplätze“ und „Bereiche“)
          und auf der Standplatzkarte ansehen, dann alle Tests laufen lassen. Die Tests bauen die
          Datenbank aus allen Migrationen neu auf und zeigen so, dass sie auch auf einer leeren
          Datenbank funktionieren.
        </Trans>
      </P>
    ),
    code: { text: LOCAL_CHECK_COMMANDS },
  },
  {
    title: msg`Committen und prüfen lassen`,
    summary: msg`Migration und Listeneintrag gemeinsam`,
    body: (
      <P>
        <Trans>
          Migrationsdatei und Eintrag in <Mono>{MIGRATIONS_INDEX}</Mono> gemeinsam committen und
          prüfen lassen. Die CI führt alle Tests gegen PGlite und gegen einen echten
          PostgreSQL-Server aus.
        </Trans>
      </P>
    ),
  },
  {
    title: msg`Ausrollen`,
    summary: msg`Automatisch beim Start oder mit npm run migrate`,
    body: (
      <>
        <P>
          <Trans>
            Die neue Version ausrollen. Beim Start wendet die Anwendung alle offenen Migrationen in
            einer Transaktion an, bevor sie Anfragen annimmt; schlägt eine fehl, wird nichts
            geändert und die Anwendung startet nicht. Im Log steht dann zum Beispiel:{' '}
            <Mono>{START_LOG_LINE}</Mono>
          </Trans>
        </P>
        <P>
          <Trans>Vorher eine Sicherung der Produktionsdatenbank anlegen.</Trans>
        </P>
      </>
    ),
    code: { text: DEPLOY_COMMANDS },
  },
  {
    title: msg`Kontrollieren`,
    summary: msg`Im Admin-Bereich nachsehen`,
    body: (
      <>
        <P>
          <Trans>
            Im Admin-Bereich prüfen, ob die Standplätze wie erwartet erscheinen, und die
            Standplatzkarte für Händler ansehen. Stimmt etwas nicht: eine neue, korrigierende
            Migration schreiben – nicht von Hand in der Datenbank nachbessern.
          </Trans>
        </P>
        <P>
          <Trans>
            Mehr Details: <Mono>{GUIDE_PATH}</Mono>
          </Trans>
        </P>
      </>
    ),
  },
];
