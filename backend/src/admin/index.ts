// The public entry of admin: all that other contexts may use of it.
export { EnsureAdministratorCommand } from './commands/ensure-administrator.command.js';
export { accountLinkUrl, ACCOUNT_LINK_HOURS } from './domain/account-link.js';
export { AccountInvitedEvent, PasswordResetRequestedEvent } from './domain/team.events.js';
export { ResolveScanAuthorQuery, type ScanAuthor } from './queries/resolve-scan-author.query.js';
