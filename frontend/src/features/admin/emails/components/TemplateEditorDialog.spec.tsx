import type { EmailTemplateDto } from '@standl/contracts';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { stubApi } from '../../../../test/api-stub';
import { adminSettings } from '../../settings/testing';
import { TemplateEditorDialog } from './TemplateEditorDialog';

afterEach(() => vi.unstubAllGlobals());

const TEMPLATE: EmailTemplateDto = {
  id: 4,
  name: 'Aufbau',
  category: 'general',
  subject: 'Aufbau am Montag',
  content: '<p>Guten Tag {name}</p>',
  subjectEn: null,
  contentEn: null,
  purpose: null,
  createdAt: '2026-09-01T08:00:00.000Z',
  updatedAt: '2026-09-01T08:00:00.000Z',
};

function stub() {
  return stubApi({
    'GET /api/admin/market-settings': () => Response.json(adminSettings()),
    'GET /api/admin/email-templates': () => Response.json([TEMPLATE]),
    [`PUT /api/admin/email-templates/${TEMPLATE.id}`]: (body) =>
      Response.json({ ...TEMPLATE, ...(body as object) }),
  });
}

describe('TemplateEditorDialog: the English version (issue 33)', () => {
  it('saves an English subject and text beside the German, previewed in English', async () => {
    const api = stub();
    const { user } = renderWithProviders(
      <TemplateEditorDialog template={TEMPLATE} onClose={() => undefined} />,
    );
    expect(screen.getByRole('heading', { name: 'Englisch (optional)' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Englischer Betreff'));
    await user.paste('Set-up on Monday');
    await user.click(screen.getByLabelText('Englischer Inhalt (HTML)'));
    await user.paste('<p>Dear {name}, still open: {openAmount}</p>');
    await user.click(screen.getByRole('button', { name: 'Englisch' }));
    expect(await screen.findByTitle('Vorschau der englischen Vorlage')).toHaveAttribute(
      'srcdoc',
      expect.stringContaining('<p>Dear Kerzenzieherei Huber, still open: €140.00</p>'),
    );
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() =>
      expect(api.bodies(`PUT /api/admin/email-templates/${TEMPLATE.id}`)).toHaveLength(1),
    );
    expect(api.bodies(`PUT /api/admin/email-templates/${TEMPLATE.id}`)[0]).toEqual({
      name: 'Aufbau',
      category: 'general',
      subject: 'Aufbau am Montag',
      content: '<p>Guten Tag {name}</p>',
      subjectEn: 'Set-up on Monday',
      contentEn: '<p>Dear {name}, still open: {openAmount}</p>',
    });
  });

  it('refuses half an English version and saves none as German only', async () => {
    const api = stub();
    const { user } = renderWithProviders(
      <TemplateEditorDialog
        template={{ ...TEMPLATE, subjectEn: 'Set-up', contentEn: '<p>Dear {name}</p>' }}
        onClose={() => undefined}
      />,
    );
    await user.clear(screen.getByLabelText('Englischer Inhalt (HTML)'));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText(/Bitte geben Sie für die englische Fassung Betreff und Inhalt an/),
    ).toBeInTheDocument();
    expect(api.bodies(`PUT /api/admin/email-templates/${TEMPLATE.id}`)).toEqual([]);

    await user.clear(screen.getByLabelText('Englischer Betreff'));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(api.bodies(`PUT /api/admin/email-templates/${TEMPLATE.id}`)).toHaveLength(1),
    );
    expect(api.bodies(`PUT /api/admin/email-templates/${TEMPLATE.id}`)[0]).toMatchObject({
      subjectEn: null,
      contentEn: null,
    });
  });

  it('previews the German text with the English note for English vendors when there is no English', async () => {
    stub();
    const { user } = renderWithProviders(
      <TemplateEditorDialog template={TEMPLATE} onClose={() => undefined} />,
    );
    await user.click(screen.getByRole('button', { name: 'Englisch' }));
    expect(await screen.findByTitle('Vorschau der englischen Vorlage')).toHaveAttribute(
      'srcdoc',
      expect.stringContaining('This message is only available in German.'),
    );
  });
});
