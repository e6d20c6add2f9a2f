import type { MarketSettingsDto } from '@standl/contracts';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createQueryClient } from '../../lib/query-client';
import { renderWithProviders } from '../../test/render';
import { AGB_SECTION_TITLES } from './content/agb';
import { DATENSCHUTZ_SECTION_TITLES } from './content/datenschutz';
import { IMPRESSUM_SECTION_TITLES } from './content/impressum';
import { TEILNAHME_SECTION_TITLES } from './content/teilnahmebedingungen';
import { ORGANIZER_PLACEHOLDER_NAME } from './hooks/use-organizer';
import { AgbPage } from './routes/AgbPage';
import { DatenschutzPage } from './routes/DatenschutzPage';
import { ImpressumPage } from './routes/ImpressumPage';
import { TeilnahmebedingungenPage } from './routes/TeilnahmebedingungenPage';

const settings: MarketSettingsDto = {
  marketName: 'Adventmarkt auf Burg Taggenbrunn 2025',
  currentYear: 2025,
  marketStartDate: '2025-12-05',
  marketEndDate: '2025-12-08',
  dailyOpenTime: '10:00',
  dailyCloseTime: '20:00',
  setupStartDate: '2025-12-01',
  setupEndDate: '2025-12-04',
  teardownStartDate: '2025-12-09',
  teardownEndDate: '2025-12-12',
  isRegistrationOpen: true,
  registrationStartDate: null,
  registrationEndDate: null,
  registrationState: 'open',
  organizer: {
    name: 'Burgverein Adventzauber',
    street: 'Burgweg 1',
    postalCode: '9300',
    city: 'St. Veit an der Glan',
    email: 'markt@burg-advent.at',
    phone: '+43 4212 12345',
  },
};

function renderPage(page: ReactElement, route: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['/api/market-settings'], settings);
  return renderWithProviders(page, { route, queryClient });
}

function expectOrganizerShown() {
  const blocks = screen.getAllByTestId('organizer-contact');
  expect(blocks.length).toBeGreaterThan(0);
  const contact = within(blocks[0]!);
  expect(contact.getByText('Burgverein Adventzauber')).toBeInTheDocument();
  expect(contact.getByText('Burgweg 1')).toBeInTheDocument();
  expect(contact.getByText('9300 St. Veit an der Glan')).toBeInTheDocument();
  expect(contact.getByRole('link', { name: 'markt@burg-advent.at' })).toHaveAttribute(
    'href',
    'mailto:markt@burg-advent.at',
  );
  expect(contact.getByRole('link', { name: '+43 4212 12345' })).toHaveAttribute(
    'href',
    'tel:+43421212345',
  );
}

function expectBackToHome() {
  expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('legal pages', () => {
  it('AGB: title, Stand, ten § sections, fees, organiser and back link', () => {
    renderPage(<AgbPage />, '/agb');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Stand: Dezember 2025')).toBeInTheDocument();
    expect(AGB_SECTION_TITLES).toHaveLength(10);
    AGB_SECTION_TITLES.forEach((title, index) => {
      expect(
        screen.getByRole('heading', {
          level: 2,
          name: new RegExp(`^§\\s${index + 1} ${escape(title)}$`),
        }),
      ).toBeInTheDocument();
    });
    expect(screen.getByText('Arkadenhof (AK)')).toBeInTheDocument();
    expect(screen.getByText('150,00 €')).toBeInTheDocument();
    expect(screen.getByText('75,00 €')).toBeInTheDocument();
    expect(screen.getByText(/St\. Veit an der Glan/, { selector: 'li' })).toBeInTheDocument();
    expect(screen.getAllByText(/Burgverein Adventzauber/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'markt@burg-advent.at' })).toHaveAttribute(
      'href',
      'mailto:markt@burg-advent.at',
    );
    expectBackToHome();
  });

  it('Teilnahmebedingungen: Stand August 2025, sections 1-10, contact and back link', () => {
    renderPage(<TeilnahmebedingungenPage />, '/teilnahmebedingungen');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Teilnahmebedingungen' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Stand: August 2025')).toBeInTheDocument();
    expect(TEILNAHME_SECTION_TITLES).toHaveLength(10);
    TEILNAHME_SECTION_TITLES.forEach((title, index) => {
      expect(
        screen.getByRole('heading', { level: 2, name: `${index + 1}. ${title}` }),
      ).toBeInTheDocument();
    });
    expect(screen.getByText('5. bis 8. Dezember 2025')).toBeInTheDocument();
    expect(screen.getByText(/Eine Weitergabe führt zum Ausschluss/)).toBeInTheDocument();
    expectOrganizerShown();
    expectBackToHome();
  });

  it('Datenschutz: all sections, organiser as controller, authority and back link', () => {
    renderPage(<DatenschutzPage />, '/datenschutz');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' }),
    ).toBeInTheDocument();
    DATENSCHUTZ_SECTION_TITLES.forEach((title, index) => {
      expect(
        screen.getByRole('heading', { level: 2, name: `${index + 1}. ${title}` }),
      ).toBeInTheDocument();
    });
    expect(screen.getByText(/Art\. 6 Abs\. 1 lit\. b DSGVO – Durchführung/)).toBeInTheDocument();
    expect(screen.getByText(/gesalzenen, täglich wechselnden Hashwert/)).toBeInTheDocument();
    expect(
      screen.getByText(/ausschließlich eine verschlüsselte Händlerkennung/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'www.dsb.gv.at' })).toHaveAttribute(
      'href',
      'https://www.dsb.gv.at',
    );
    expectOrganizerShown();
    expectBackToHome();
  });

  it('Impressum: organiser, developer notice, version 2025.1, disclaimer and back link', () => {
    renderPage(<ImpressumPage />, '/impressum');
    expect(screen.getByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    IMPRESSUM_SECTION_TITLES.forEach((title) => {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    });
    expect(screen.getByText('2025.1')).toBeInTheDocument();
    expect(screen.getByText(/© 2025 Standl/)).toBeInTheDocument();
    for (const tech of ['React', 'NestJS', 'PostgreSQL']) {
      expect(screen.getByText(tech)).toBeInTheDocument();
    }
    expect(
      screen.getByRole('heading', { level: 3, name: 'Haftung für Links' }),
    ).toBeInTheDocument();
    expectOrganizerShown();
    expectBackToHome();
  });

  it('shows placeholders when the market settings are not available', () => {
    // No cached settings: the request fails in the test environment and the page keeps working.
    renderWithProviders(<ImpressumPage />, { route: '/impressum' });
    expect(screen.getByText(ORGANIZER_PLACEHOLDER_NAME)).toBeInTheDocument();
    expectBackToHome();
  });
});
