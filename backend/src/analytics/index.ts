// The public entry of analytics: all that other contexts may use of it.
export { RecordAnalyticsEventCommand } from './commands/record-analytics-event.command.js';
export {
  type AnalyticsReport,
  GetAnalyticsReportQuery,
} from './queries/get-analytics-report.query.js';
