import { screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../test/render';
import { getSessionId, PageViewTracker, trackEvent } from './analytics';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue(new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function sentBodies() {
  return fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
}

describe('analytics', () => {
  it('keeps one session id per browser session', () => {
    const id = getSessionId();
    expect(id).toMatch(/\S{8,}/);
    expect(getSessionId()).toBe(id);
    expect(sessionStorage.getItem('analyticsSessionId')).toBe(id);
  });

  it('posts the event with the session id', async () => {
    await trackEvent('status_lookup', { eventName: 'with_code', data: { hasAccessCode: true } });

    expect(fetchMock.mock.calls[0]![1]?.method).toBe('POST');
    expect(sentBodies()[0]).toEqual({
      sessionId: getSessionId(),
      eventType: 'status_lookup',
      eventName: 'with_code',
      data: { hasAccessCode: true },
    });
  });

  it('swallows failures silently', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(trackEvent('page_view', { page: '/' })).resolves.toBeUndefined();

    fetchMock.mockResolvedValue(new Response('nope', { status: 500 }));
    await expect(trackEvent('page_view', { page: '/' })).resolves.toBeUndefined();
  });

  it('records a page view on every route change', async () => {
    const { user } = renderWithProviders(
      <>
        <PageViewTracker />
        <Routes>
          <Route path="/" element={<Link to="/agb">AGB</Link>} />
          <Route path="/agb" element={<p>AGB-Seite</p>} />
        </Routes>
      </>,
    );

    await user.click(screen.getByRole('link', { name: 'AGB' }));
    await screen.findByText('AGB-Seite');

    const views = sentBodies().filter((body) => body.eventType === 'page_view');
    expect(views.map((body) => body.page)).toEqual(['/', '/agb']);
  });

  it('records no page view of the console or the scanner', async () => {
    const { user } = renderWithProviders(
      <>
        <PageViewTracker />
        <Routes>
          <Route path="/" element={<Link to="/admin-dashboard">Konsole</Link>} />
          <Route path="/admin-dashboard" element={<Link to="/qr-scanner">Scanner</Link>} />
          <Route path="/qr-scanner" element={<Link to="/agb">AGB</Link>} />
          <Route path="/agb" element={<p>AGB-Seite</p>} />
        </Routes>
      </>,
    );

    await user.click(screen.getByRole('link', { name: 'Konsole' }));
    await user.click(await screen.findByRole('link', { name: 'Scanner' }));
    await user.click(await screen.findByRole('link', { name: 'AGB' }));
    await screen.findByText('AGB-Seite');

    const views = sentBodies().filter((body) => body.eventType === 'page_view');
    expect(views.map((body) => body.page)).toEqual(['/', '/agb']);
  });
});
