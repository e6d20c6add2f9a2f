// The public entry of setup-day: all that other contexts may use of it.
export { ConfirmSetUpCommand, type SetUpConfirmation } from './commands/confirm-set-up.command.js';
export { ForgetScanCodeCommand } from './commands/forget-scan-code.command.js';
export { GenerateScanCodesCommand } from './commands/generate-scan-codes.command.js';
export { ScanCodeAssignedEvent } from './domain/scan-code-assigned.event.js';
export {
  type BoothSelection,
  type BoothSheets,
  type EmergencyList,
  ListBoothSheetsQuery,
  ListEmergencyListQuery,
  ListScanVendorsQuery,
  ResolveScanQuery,
  type ScanVendor,
} from './queries/set-up-day.queries.js';
