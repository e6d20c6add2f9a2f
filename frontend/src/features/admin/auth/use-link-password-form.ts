import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { linkFailure } from './link-errors';
import { validateNewPassword } from './password-change';

type LinkPasswordMutation = Pick<
  UseMutationResult<unknown, unknown, { token: string; password: string }>,
  'mutate'
>;

/**
 * The password form of a one-time link (invitation, reset): the password twice, checked here
 * first; the server's refusal is the spent link's text, the password's error or a failure.
 */
export function useLinkPasswordForm(token: string, mutation: LinkPasswordMutation) {
  const [value, setValue] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<ReturnType<typeof validateNewPassword>>({});
  const [spent, setSpent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateNewPassword(value.password, value.confirm);
    setErrors(found);
    if (found.newPassword || found.confirmPassword) return;
    setFailure(null);
    mutation.mutate(
      { token, password: value.password },
      {
        onError: (error) => {
          const { kind, message } = linkFailure(error);
          if (kind === 'link') setSpent(message);
          else if (kind === 'password') setErrors({ newPassword: message });
          else setFailure(message);
        },
      },
    );
  }

  return { value, setValue, errors, spent, failure, submit };
}
