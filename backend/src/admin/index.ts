// The public entry of admin: all that other contexts may use of it (dependency-cruiser checks).
export { EnsureAdministratorCommand } from './commands/ensure-administrator.command.js';
