import { Button, IconButton } from '@mui/material';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUTTON_CLASS, ignoreRepeatedClicks } from './repeated-clicks';

let remove: () => void;
beforeEach(() => {
  remove = ignoreRepeatedClicks();
});
afterEach(() => remove());

describe('ignoreRepeatedClicks', () => {
  it('lets one click of a double click through to an action button', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Barzahlung verbuchen</Button>);

    await userEvent.dblClick(screen.getByRole('button', { name: 'Barzahlung verbuchen' }));

    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("treats a plain button drawn like MUI's Button (the language switch) as one", async () => {
    const onClick = vi.fn();
    render(
      <button type="button" className={BUTTON_CLASS} onClick={onClick}>
        English
      </button>,
    );

    await userEvent.dblClick(screen.getByRole('button', { name: 'English' }));

    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('submits a form once for a double click on its submit button', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <button type="submit">Senden</button>
      </form>,
    );

    await userEvent.dblClick(screen.getByRole('button', { name: 'Senden' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps separate clicks and every click of an icon button (paging arrows)', async () => {
    const onAction = vi.fn();
    const onArrow = vi.fn();
    render(
      <>
        <Button onClick={onAction}>Speichern</Button>
        <IconButton aria-label="Nächste Seite" onClick={onArrow}>
          ›
        </IconButton>
      </>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await userEvent.dblClick(screen.getByRole('button', { name: 'Nächste Seite' }));

    expect(onAction).toHaveBeenCalledTimes(2);
    expect(onArrow).toHaveBeenCalledTimes(2);
  });
});
