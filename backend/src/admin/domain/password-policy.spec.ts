import { ADMIN_MESSAGES, TEAM_MESSAGES } from '@standl/contracts';
import { passwordProblem } from './password-policy.js';

const owner = { username: 'anna.berger@example.at', displayName: 'Anna Berger' };

describe('password policy (docs/decisions.md 209)', () => {
  it('accepts a long, unusual password', () => {
    expect(passwordProblem('Lebkuchen-Glühwein-7Zwerge', owner)).toBeNull();
    expect(passwordProblem('correct horse battery staple', owner)).toBeNull();
  });

  it('wants 12 to 200 characters, counted as characters, not bytes', () => {
    expect(passwordProblem('kurz-1234ab', owner)).toBe(TEAM_MESSAGES.passwordTooShort);
    expect(passwordProblem('ääääbbbbcc1!', owner)).toBeNull();
    expect(passwordProblem('x'.repeat(150) + 'y'.repeat(51), owner)).toBe(
      TEAM_MESSAGES.passwordTooLong,
    );
  });

  it('refuses a blank password', () => {
    expect(passwordProblem(' '.repeat(14), owner)).toBe(ADMIN_MESSAGES.newPasswordBlank);
  });

  it('refuses listed passwords in any case, decorated or repeated', () => {
    expect(passwordProblem('UnBelievable', owner)).toBe(TEAM_MESSAGES.passwordTooCommon);
    expect(passwordProblem('Passwort2024!', owner)).toBe(TEAM_MESSAGES.passwordTooCommon);
    expect(passwordProblem('!!Sunshine2024!!', owner)).toBe(TEAM_MESSAGES.passwordTooCommon);
    expect(passwordProblem('hallohallohallo', owner)).toBe(TEAM_MESSAGES.passwordTooCommon);
    expect(passwordProblem('aaaaaaaaaaaaaa', owner)).toBe(TEAM_MESSAGES.passwordTooCommon);
    expect(passwordProblem('123123123123', owner)).toBe(TEAM_MESSAGES.passwordTooCommon);
  });

  it('refuses the username, its mailbox part and the names, in any case', () => {
    expect(passwordProblem('xx-anna.berger@example.at', owner)).toBe(
      TEAM_MESSAGES.passwordContainsName,
    );
    expect(passwordProblem('ANNA.BERGER-sagt-hallo', owner)).toBe(
      TEAM_MESSAGES.passwordContainsName,
    );
    expect(passwordProblem('Glühwein-Berger-1987', owner)).toBe(TEAM_MESSAGES.passwordContainsName);
    expect(passwordProblem('ichbinannaberger', owner)).toBe(TEAM_MESSAGES.passwordContainsName);
    expect(passwordProblem('mein-kassa-admin-7', { username: 'kassa', displayName: null })).toBe(
      TEAM_MESSAGES.passwordContainsName,
    );
  });
});
