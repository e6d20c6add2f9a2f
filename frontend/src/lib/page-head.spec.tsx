import { render } from '@testing-library/react';
import { usePageHead } from './page-head';

function Page({ title, description }: { title: string; description: string }) {
  usePageHead(title, description);
  return null;
}

describe('usePageHead', () => {
  it('sets title and description while the page is shown, and gives the description back', () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'Händler- & Standplatzverwaltung des Adventmarkts';
    document.head.append(meta);

    const { unmount } = render(<Page title="Aussteller 2026 | Standl" description="Wer wo" />);
    expect(document.title).toBe('Aussteller 2026 | Standl');
    expect(meta.content).toBe('Wer wo');

    unmount();
    expect(meta.content).toBe('Händler- & Standplatzverwaltung des Adventmarkts');
    meta.remove();
  });
});
