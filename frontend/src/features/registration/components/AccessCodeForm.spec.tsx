import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { AccessCodeForm, cleanAccessCodeInput } from './AccessCodeForm';

function renderForm() {
  const onSubmit = vi.fn();
  const view = renderWithProviders(
    <AccessCodeForm
      title="Status prüfen"
      description="Text"
      submitLabel="Prüfen"
      onSubmit={onSubmit}
    />,
  );
  return { ...view, onSubmit, input: screen.getByLabelText('Zugangscode') };
}

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
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the grouped lower-case form as the normalised code', async () => {
    const { user, onSubmit, input } = renderForm();

    await user.type(input, 'abcde-12345');
    expect(input).toHaveValue('ABCDE-12345');
    await user.type(input, '{Enter}');

    expect(onSubmit).toHaveBeenCalledWith('ABCDE12345');
  });
});
