import { screen, within } from '@testing-library/react';
import { FLOOR_PLAN_MESSAGES } from '@standl/contracts';
import { boothArea, marketSettings } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { analyticsEvents, booth, json } from '../../booths/testing';
import {
  RESULT,
  renderRegistrationPage as setup,
  typeInto,
  type RegisterAnswer,
} from '../testing/registration-page';
import { VendorRegistrationPage } from './VendorRegistrationPage';

type User = ReturnType<typeof setup>['user'];

async function fillValid(user: User) {
  await typeInto(user, /Name \/ Firma/, 'Kerzenzieherei Huber');
  await typeInto(user, /E-Mail/, 'huber@example.at');
  await typeInto(user, /Telefon/, '+43 664 1234567');
  await typeInto(user, /Beschreibung des Warenangebots/, 'Handgezogene Bienenwachskerzen');
  await user.click(screen.getByRole('checkbox', { name: /Teilnahmebedingungen/ }));
}

/** The toast (a snackbar alert), told apart from the page's own alerts by its title. */
async function findToast(title: string) {
  const alerts = await screen.findAllByRole('alert');
  const toast = alerts.find((alert) => alert.textContent?.includes(title));
  if (!toast) throw new Error(`Kein Toast "${title}"`);
  return toast;
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));
const chooseSelf = (user: User) =>
  user.click(screen.getByRole('radio', { name: /Standplatz selbst auswählen \(Anzahlung 10,00/ }));

afterEach(() => vi.unstubAllGlobals());

describe('VendorRegistrationPage', () => {
  it('shows a spinner while the settings load', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderWithProviders(<VendorRegistrationPage />);

    expect(screen.getByRole('status')).toHaveTextContent('Anmeldung wird geladen');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it.each([
    [
      { registrationState: 'disabled' as const },
      'Anmeldungen sind derzeit vom Veranstalter deaktiviert.',
    ],
    [
      {
        registrationState: 'not_started' as const,
        registrationStartDate: '2026-10-05T08:00:00.000Z',
      },
      'Anmeldungen beginnen am 5. Okt. 2026.',
    ],
    [
      { registrationState: 'ended' as const, registrationEndDate: '2026-10-31T22:30:00.000Z' },
      'Anmeldungen sind seit dem 31. Okt. 2026 geschlossen.',
    ],
  ])(
    'shows the closed notice with the reason and the organiser contact (%o)',
    (overrides, text) => {
      setup({ settings: marketSettings(overrides) });

      expect(screen.getByTestId('registration-closed')).toHaveTextContent(text);
      expect(screen.getByRole('link', { name: 'advent@example.at' })).toHaveAttribute(
        'href',
        'mailto:advent@example.at',
      );
      expect(screen.getByRole('link', { name: '+43 4213 2020' })).toHaveAttribute(
        'href',
        'tel:+4342132020',
      );
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(screen.queryByText(/Melden Sie sich als Händler/)).not.toBeInTheDocument();
    },
  );

  it('shows the form when the settings cannot be loaded (the server enforces the window)', async () => {
    setup({ settings: null });

    expect(await screen.findByRole('form', { name: 'Händler-Anmeldung' })).toBeInTheDocument();
  });

  it('shows the German message under each invalid field and sends nothing', async () => {
    const { user, registerBodies } = setup();

    await submit(user);

    expect(screen.getByText('Name muss mindestens 2 Zeichen lang sein')).toBeInTheDocument();
    expect(screen.getByText('Ungültige E-Mail-Adresse')).toBeInTheDocument();
    expect(
      screen.getByText('Telefonnummer muss mindestens 10 Zeichen lang sein'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Beschreibung muss mindestens 10 Zeichen lang sein'),
    ).toBeInTheDocument();
    expect(screen.getByText('Bitte akzeptieren Sie die Teilnahmebedingungen')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name \/ Firma/ })).toHaveAccessibleDescription(
      'Name muss mindestens 2 Zeichen lang sein',
    );
    expect(screen.getByRole('textbox', { name: /Name \/ Firma/ })).toHaveFocus();
    expect(registerBodies()).toHaveLength(0);
  });

  it('checks each rule on its own', async () => {
    const { user } = setup();
    await fillValid(user);
    const name = screen.getByRole('textbox', { name: /Name \/ Firma/ });
    const email = screen.getByRole('textbox', { name: /E-Mail/ });
    const phone = screen.getByRole('textbox', { name: /Telefon/ });
    const description = screen.getByRole('textbox', { name: /Beschreibung/ });

    await typeInto(user, /Name \/ Firma/, 'A');
    await typeInto(user, /E-Mail/, 'huber@example');
    await typeInto(user, /Telefon/, '066412345');
    await typeInto(user, /Beschreibung/, 'Kerzen');
    await user.click(screen.getByRole('checkbox', { name: /Teilnahmebedingungen/ }));

    expect(name).toHaveAccessibleDescription('Name muss mindestens 2 Zeichen lang sein');
    expect(email).toHaveAccessibleDescription('Ungültige E-Mail-Adresse');
    expect(phone).toHaveAccessibleDescription('Telefonnummer muss mindestens 10 Zeichen lang sein');
    expect(description).toHaveAccessibleDescription(
      'Beschreibung muss mindestens 10 Zeichen lang sein',
    );
    expect(screen.getByText('Bitte akzeptieren Sie die Teilnahmebedingungen')).toBeInTheDocument();
  });

  it('marks a field too long while typing, once, with a counter, and sends nothing', async () => {
    const { user, registerBodies } = setup();
    await fillValid(user);
    const name = screen.getByRole('textbox', { name: /Name \/ Firma/ });
    const description = screen.getByRole('textbox', { name: /Beschreibung/ });
    expect(screen.getByTestId('registration-description-counter')).toHaveTextContent('30 / 2.000');

    // Still in the field (not left yet): the limit shows at once.
    await user.clear(description);
    await user.click(description);
    await user.paste('Kerzen '.repeat(286));
    expect(description).toHaveFocus();
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(description).toHaveAccessibleDescription(
      'Beschreibung darf höchstens 2000 Zeichen lang sein',
    );
    expect(screen.getByTestId('registration-description-counter')).toHaveTextContent(
      '2.001 / 2.000',
    );
    await typeInto(user, /Name \/ Firma/, 'H'.repeat(201));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('registration-name-counter')).toHaveTextContent('201 / 200');

    await submit(user);
    expect(screen.getAllByText('Beschreibung darf höchstens 2000 Zeichen lang sein')).toHaveLength(
      1,
    );
    expect(screen.getAllByText('Name darf höchstens 200 Zeichen lang sein')).toHaveLength(1);
    expect(name).toHaveFocus();
    expect(registerBodies()).toHaveLength(0);

    await typeInto(user, /Name \/ Firma/, 'Kerzenzieherei Huber');
    expect(name).toHaveAttribute('aria-invalid', 'false');
  });

  it('links the terms and leaves the description empty with a hint', () => {
    setup();

    expect(screen.getByRole('link', { name: 'Teilnahmebedingungen' })).toHaveAttribute(
      'href',
      '/teilnahmebedingungen',
    );
    expect(screen.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/agb');
    const description = screen.getByRole('textbox', { name: /Beschreibung/ });
    expect(description).toHaveValue('');
    expect(description).toHaveAttribute('placeholder', expect.stringContaining('z. B.'));
  });

  it('asks for the consent to the public directory, unticked, and sends what the vendor chose', async () => {
    const { user, registerBodies } = setup();
    const consent = screen.getByRole('checkbox', {
      name: FLOOR_PLAN_MESSAGES.directoryConsentLabel,
    });
    expect(consent).not.toBeChecked();
    expect(consent).toHaveAccessibleDescription(/Freiwillig/);

    await fillValid(user);
    await user.click(consent);
    await submit(user);

    await screen.findByTestId('confirmation-awaiting_admin');
    expect(registerBodies()).toMatchObject([{ directoryConsent: true }]);
  });

  it('shows the stall map only when the vendor chooses the stall', async () => {
    const { user } = setup();

    expect(
      screen.getByRole('radio', { name: /vom Veranstalter zuweisen lassen \(kostenlos\)/ }),
    ).toBeChecked();
    expect(screen.queryByTestId('booth-map')).not.toBeInTheDocument();

    await chooseSelf(user);
    expect(screen.getByTestId('booth-map')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Standplatz AK-01, frei' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /vom Veranstalter zuweisen/ }));
    expect(screen.queryByTestId('booth-map')).not.toBeInTheDocument();
  });

  it('registers for assignment by the organiser and shows the access code', async () => {
    const { user, registerBodies } = setup();
    await fillValid(user);
    await submit(user);

    const screenB = await screen.findByTestId('confirmation-awaiting_admin');
    // The first mail only says the registration arrived; the code follows with the confirmation.
    expect(screenB).toHaveTextContent(
      'Mit der Bestätigung erhalten Sie eine E-Mail mit Ihrem Standplatz und Ihrem Zugangscode (den Code sehen Sie schon hier unten).',
    );
    expect(registerBodies()).toEqual([
      {
        name: 'Kerzenzieherei Huber',
        email: 'huber@example.at',
        language: 'de',
        phone: '+43 664 1234567',
        description: 'Handgezogene Bienenwachskerzen',
        boothAssignmentPreference: 'admin',
        selectedBoothId: null,
        directoryConsent: false,
        termsAccepted: true,
      },
    ]);
    expect(
      screen.getByText(/wartet auf die Bestätigung durch den Veranstalter/),
    ).toBeInTheDocument();
    expect(screen.getByTestId('access-code')).toHaveTextContent('7K3QZ-9XW2M');
    expect(screen.getByText(/zusätzlich per E-Mail/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Status prüfen' })).toHaveAttribute(
      'href',
      '/vendor-status?accessCode=7K3QZ9XW2M',
    );
    const toast = await findToast('Anmeldung erfolgreich!');
    expect(toast).toHaveTextContent(/E-Mail, sobald der Veranstalter/);
  });

  it('registers with a chosen stall and asks for the deposit without showing the access code', async () => {
    const { user, registerBodies } = setup({
      register: () =>
        json(
          {
            ...RESULT,
            requiresPayment: true,
            selectedBoothId: booth('RS-03').id,
            boothNumber: 'RS-03',
            holdExpiresAt: '2026-11-20T13:35:00.000Z',
          },
          201,
        ),
    });
    await fillValid(user);
    await chooseSelf(user);
    await user.click(screen.getByRole('button', { name: 'Standplatz RS-03, frei' }));
    expect(screen.getByTestId('selected-booth')).toHaveTextContent(
      /Gewählter Standplatz: RS-03 \(Rittersaal, 145,00\s€\)Standgebühr 120,00\s€ \+ Zuschlag Stromanschluss 16 A 25,00\s€/,
    );
    await submit(user);

    const screenA = await screen.findByTestId('confirmation-payment_due');
    expect(registerBodies()[0]).toMatchObject({
      boothAssignmentPreference: 'self',
      selectedBoothId: booth('RS-03').id,
    });
    expect(within(screenA).getByTestId('reserved-booth')).toHaveTextContent('RS-03');
    expect(within(screenA).getByTestId('reserved-booth')).toHaveTextContent(
      /Rittersaal · Standgebühr 145,00\s€Standgebühr 120,00\s€ \+ Zuschlag Stromanschluss 16 A 25,00\s€/,
    );
    expect(screenA).toHaveTextContent('Reserviert für 30 Minuten – bis 14:35 Uhr');
    expect(screen.getByRole('link', { name: /^Anzahlung bezahlen \(10,00\s€\)$/ })).toHaveAttribute(
      'href',
      `/payment?vendorId=${RESULT.vendorId}&amount=10&accessCode=${RESULT.accessCode}`,
    );
    // The registration mail brings the code at once (not after the payment): the page says so.
    expect(screenA).toHaveTextContent(
      `Ihren persönlichen Zugangscode und den Link zur Zahlung haben wir Ihnen soeben per E-Mail an huber@example.at geschickt.`,
    );
    expect(screenA).not.toHaveTextContent('nach der Zahlung');
    expect(screen.queryByTestId('access-code')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain('7K3QZ');
    expect(await findToast('Standplatz reserviert!')).toHaveTextContent(
      'Standplatz RS-03 ist 30 Minuten für Sie reserviert.',
    );
  });

  it('registers for self-selection without a stall and points to the stall map', async () => {
    const { user, registerBodies } = setup();
    await fillValid(user);
    await chooseSelf(user);
    await submit(user);

    const screenC = await screen.findByTestId('confirmation-choose_booth');
    expect(registerBodies()[0]).toMatchObject({
      boothAssignmentPreference: 'self',
      selectedBoothId: null,
    });
    expect(screenC).toHaveTextContent(
      'Bitte wählen Sie zuerst einen Standplatz auf dem Lageplan aus.',
    );
    expect(screen.getByTestId('access-code')).toHaveTextContent('7K3QZ-9XW2M');
    expect(screen.getByRole('link', { name: 'Standplatz auswählen' })).toHaveAttribute(
      'href',
      '/booth-self-selection?accessCode=7K3QZ9XW2M',
    );
    // The toast must not promise an e-mail after the organiser's confirmation: the next step
    // is the vendor's own (choose a stall), as the screen says.
    const toast = await findToast('Anmeldung erfolgreich!');
    expect(toast).toHaveTextContent(
      'Bitte wählen Sie jetzt Ihren Standplatz auf dem Lageplan aus.',
    );
    expect(toast).not.toHaveTextContent(/sobald der Veranstalter/);
  });

  it('does not send a stall chosen before switching back to assignment by the organiser', async () => {
    const { user, registerBodies } = setup();
    await fillValid(user);
    await chooseSelf(user);
    await user.click(screen.getByRole('button', { name: 'Standplatz AK-02, frei' }));
    await user.click(screen.getByRole('radio', { name: /vom Veranstalter zuweisen/ }));
    await submit(user);

    await screen.findByTestId('confirmation-awaiting_admin');
    expect(registerBodies()[0]).toMatchObject({
      boothAssignmentPreference: 'admin',
      selectedBoothId: null,
    });
  });

  it('shows the server message, keeps the input and lets the vendor try again', async () => {
    let answer = json(
      {
        statusCode: 403,
        message: 'Anmeldungen sind derzeit vom Veranstalter deaktiviert.',
        error: 'Forbidden',
      },
      403,
    );
    const { user, registerBodies } = setup({ register: () => answer });
    await fillValid(user);
    await submit(user);

    expect(await findToast('Fehler bei der Anmeldung')).toHaveTextContent(
      'Anmeldungen sind derzeit vom Veranstalter deaktiviert.',
    );
    expect(screen.getByTestId('registration-server-error')).toHaveTextContent(
      'Anmeldungen sind derzeit vom Veranstalter deaktiviert.',
    );
    expect(screen.getByRole('textbox', { name: /Name \/ Firma/ })).toHaveValue(
      'Kerzenzieherei Huber',
    );
    expect(screen.getByRole('textbox', { name: /Beschreibung/ })).toHaveValue(
      'Handgezogene Bienenwachskerzen',
    );
    expect(screen.getByRole('checkbox', { name: /Teilnahmebedingungen/ })).toBeChecked();

    answer = json(RESULT, 201);
    await submit(user);
    expect(await screen.findByTestId('confirmation-awaiting_admin')).toBeInTheDocument();
    expect(registerBodies()).toHaveLength(2);
  });

  it('falls back to "Bitte versuchen Sie es erneut." when the server gives no message', async () => {
    const { user } = setup({ register: () => new Response('', { status: 502 }) });
    await fillValid(user);
    await submit(user);

    expect(await screen.findByTestId('registration-server-error')).toHaveTextContent(
      'Bitte versuchen Sie es erneut.',
    );
    expect(await findToast('Fehler bei der Anmeldung')).toHaveTextContent(
      'Bitte versuchen Sie es erneut.',
    );
  });

  it('drops a stall someone else took in the meantime (409) but keeps everything else', async () => {
    const { user } = setup({
      register: () =>
        json({ statusCode: 409, message: 'Standplatz nicht verfügbar', error: 'Conflict' }, 409),
    });
    await fillValid(user);
    await chooseSelf(user);
    await user.click(screen.getByRole('button', { name: 'Standplatz AK-04, frei' }));
    await submit(user);

    expect(await screen.findByTestId('registration-server-error')).toHaveTextContent(
      /Standplatz nicht verfügbar.*AK-04.*anderen Standplatz/,
    );
    expect(screen.getByTestId('selected-booth')).toHaveTextContent('Noch kein Standplatz gewählt.');
    expect(screen.getByRole('radio', { name: /selbst auswählen/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /E-Mail/ })).toHaveValue('huber@example.at');
  });

  it('records started, steps, the stall selection and the completion', async () => {
    const { user, fetchMock } = setup({
      register: () =>
        json({ ...RESULT, requiresPayment: true, selectedBoothId: 101, boothNumber: 'AK-01' }, 201),
    });
    await fillValid(user);
    await chooseSelf(user);
    await user.click(screen.getByRole('button', { name: 'Standplatz AK-01, frei' }));
    await submit(user);
    await screen.findByTestId('confirmation-payment_due');

    const events = analyticsEvents(fetchMock).map(({ eventType, data }) => ({ eventType, data }));
    expect(events).toEqual([
      { eventType: 'registration_started', data: undefined },
      { eventType: 'registration_step', data: { step: 'booth_assignment_self' } },
      { eventType: 'registration_step', data: { step: 'booth_selected', boothNumber: 'AK-01' } },
      { eventType: 'booth_selected', data: { boothNumber: 'AK-01', weight: 10 } },
      { eventType: 'registration_completed', data: { success: true, requiresPayment: true } },
    ]);
  });

  it('records a failed completion and an abandoned form when the page is left', async () => {
    const { user, fetchMock, unmount } = setup({
      register: () =>
        json({ statusCode: 400, message: 'Ungültige E-Mail-Adresse', error: 'Bad Request' }, 400),
    });
    await fillValid(user);
    await submit(user);
    await screen.findByTestId('registration-server-error');
    unmount();

    const types = analyticsEvents(fetchMock).map((event) => [event.eventType, event.data]);
    expect(types).toEqual([
      ['registration_started', undefined],
      ['registration_completed', { success: false, requiresPayment: false }],
      ['registration_abandoned', undefined],
    ]);
  });

  it('does not record an abandoned form when nothing was touched or after success', async () => {
    const first = setup();
    first.unmount();
    expect(analyticsEvents(first.fetchMock)).toEqual([]);

    const second = setup();
    await fillValid(second.user);
    await submit(second.user);
    await screen.findByTestId('confirmation-awaiting_admin');
    second.unmount();
    expect(analyticsEvents(second.fetchMock).map((event) => event.eventType)).not.toContain(
      'registration_abandoned',
    );
  });

  describe('waiting list', () => {
    const FULL_AREAS = [
      { ...boothArea('AK', { totalBooths: 6 }), waitlistOpen: true, closedForSelection: false },
      { ...boothArea('RS', { totalBooths: 6 }), waitlistOpen: true, closedForSelection: true },
      { ...boothArea('BK', { totalBooths: 6 }), waitlistOpen: false, closedForSelection: false },
    ];

    const setupFull = (register: RegisterAnswer = () => json(RESULT, 201)) =>
      setup({ register, areas: FULL_AREAS });

    it('offers the list of each full or closed area and sends the area, no stall', async () => {
      const { user, registerBodies } = setupFull(() =>
        json({ ...RESULT, waitlist: { areaId: 1, areaName: 'Arkadenhof', position: 2 } }, 201),
      );
      await fillValid(user);
      expect(
        await screen.findByRole('radio', {
          name: 'Auf die Warteliste für Arkadenhof (ausgebucht)',
        }),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('radio', {
          name: 'Auf die Warteliste für Rittersaal (Vergabe nur über die Warteliste)',
        }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('radio', { name: /Warteliste für Burgkeller/ })).toBeNull();

      await chooseSelf(user);
      await user.click(screen.getByRole('radio', { name: /Warteliste für Arkadenhof/ }));
      expect(screen.queryByTestId('booth-map')).not.toBeInTheDocument();
      expect(screen.getByTestId('waitlist-choice')).toHaveTextContent(
        'Sie kommen ans Ende der Warteliste für Arkadenhof. Wird dort ein Standplatz frei, bieten wir ihn Ihnen per E-Mail an; das Angebot gilt 48 Stunden.',
      );
      await submit(user);

      const confirmation = await screen.findByTestId('confirmation-waitlist');
      expect(within(confirmation).getByTestId('waitlist-position')).toHaveTextContent(
        'Sie stehen auf Platz 2 der Warteliste für Arkadenhof',
      );
      expect(screen.getByTestId('access-code')).toHaveTextContent('7K3QZ-9XW2M');
      expect(registerBodies()).toEqual([
        {
          name: 'Kerzenzieherei Huber',
          email: 'huber@example.at',
          language: 'de',
          phone: '+43 664 1234567',
          description: 'Handgezogene Bienenwachskerzen',
          boothAssignmentPreference: 'admin',
          selectedBoothId: null,
          waitlistAreaId: 1,
          directoryConsent: false,
          termsAccepted: true,
        },
      ]);
      expect(await findToast('Anmeldung erfolgreich!')).toHaveTextContent(
        'Sie stehen auf Platz 2 der Warteliste für Arkadenhof.',
      );
    });

    it('goes back to a normal registration when another choice is made', async () => {
      const { user, registerBodies } = setupFull();
      await fillValid(user);
      await user.click(await screen.findByRole('radio', { name: /Warteliste für Arkadenhof/ }));
      await user.click(screen.getByRole('radio', { name: /vom Veranstalter zuweisen/ }));
      expect(screen.queryByTestId('waitlist-choice')).not.toBeInTheDocument();
      await submit(user);
      await screen.findByTestId('confirmation-awaiting_admin');
      expect(registerBodies()[0]).not.toHaveProperty('waitlistAreaId');
    });

    it("shows the server's refusal when a stall of the area is free after all", async () => {
      const refusal =
        'Im Bereich Arkadenhof ist noch ein Standplatz frei. Bitte wählen Sie ihn direkt aus.';
      const { user } = setupFull(() => json({ statusCode: 409, message: refusal }, 409));
      await fillValid(user);
      await user.click(await screen.findByRole('radio', { name: /Warteliste für Arkadenhof/ }));
      await submit(user);
      expect(await screen.findByTestId('registration-server-error')).toHaveTextContent(refusal);
    });
  });
});
