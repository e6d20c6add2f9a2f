// The public entry of archive: all that other contexts may use of it.
export { FindPreviousBoothQuery } from './queries/find-previous-booth.query.js';
export { SeasonModule } from './season/season.module.js';
