export { EnsureAdministratorCommand } from './commands/ensure-administrator.command.js';
