export { FindPreviousBoothQuery } from './queries/find-previous-booth.query.js';
export { SeasonModule } from './season/season.module.js';
