// The public entry of admin: all that other contexts may use of it.
export { EnsureAdministratorCommand } from './commands/ensure-administrator.command.js';
export { ResolveScanAuthorQuery, type ScanAuthor } from './queries/resolve-scan-author.query.js';
