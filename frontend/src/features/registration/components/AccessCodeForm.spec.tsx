import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { AccessCodeForm, cleanAccessCodeInput } from './AccessCodeForm';

function renderForm(serverError: string | null = null) {
  const onSubmit = vi.fn();
  const form = (error: string | null) => (
    <AccessCodeForm
      title="Status prüfen"
      description="Text"
      submitLabel="Prüfen"
      serverError={error}
      onSubmit={onSubmit}
    />
  );
  const view = renderWithProviders(form(serverError));
  return {
    ...view,
    onSubmit,
    input: screen.getByLabelText('Zugangscode'),
    setServerError: (error: string | null) => view.rerender(form(error)),
  };
}

const NOT_FOUND =
  'Zugangscode nicht gefunden. Bitte überprüfen Sie Ihren Zugangscode und versuchen Sie es erneut.';

describe('AccessCodeForm', () => {
  it('upper-cases the input, keeps the grouping hyphen and stops after ten code characters', () => {
    expect(cleanAccessCodeInput('abcde-12345')).toBe('ABCDE-12345');
    expect(cleanAccessCodeInput('abcde 12345xyz')).toBe('ABCDE 12345');
    expect(cleanAccessCodeInput('ab#c.d')).toBe('ABCD');
  });

  it('shows the required message and does not submit an empty code', async () => {
    const { user, onSubmit, input } = renderForm();
    expect(input).toHaveAttribute('placeholder', 'ABCDE-12345');

    await user.type(input, '  -');
    await user.click(screen.getByRole('button', { name: 'Prüfen' }));

    expect(screen.getByText('Zugangscode ist erforderlich')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for ten characters when the code is too short', async () => {
    const { user, onSubmit, input } = renderForm();

    await user.type(input, 'abc12');
    await user.click(screen.getByRole('button', { name: 'Prüfen' }));

    expect(screen.getByText('Der Zugangscode hat 10 Zeichen')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Der Zugangscode hat 10 Zeichen');
    expect(input).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a code the server does not know under the field, focused, until it is changed', async () => {
    const { user, onSubmit, input, setServerError } = renderForm();
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).toHaveAccessibleDescription('10 Zeichen, z. B. ABCDE-12345');

    await user.type(input, 'ZZZZZ-99999{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('ZZZZZ99999');
    await user.click(screen.getByRole('button', { name: 'Prüfen' }));
    setServerError(NOT_FOUND);

    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(NOT_FOUND);
    expect(input).toHaveFocus();

    await user.type(input, '{Backspace}8');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(NOT_FOUND)).not.toBeInTheDocument();

    // Submitting again shows the server's next answer (here: the same code unknown again).
    setServerError(null);
    await user.click(screen.getByRole('button', { name: 'Prüfen' }));
    setServerError(NOT_FOUND);
    expect(input).toHaveAccessibleDescription(NOT_FOUND);
  });

  it('submits the grouped lower-case form as the normalised code', async () => {
    const { user, onSubmit, input } = renderForm();

    await user.type(input, 'abcde-12345');
    expect(input).toHaveValue('ABCDE-12345');
    await user.type(input, '{Enter}');

    expect(onSubmit).toHaveBeenCalledWith('ABCDE12345');
  });
});
