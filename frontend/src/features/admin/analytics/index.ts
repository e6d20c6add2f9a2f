export { AnalyticsTab } from './components/AnalyticsTab';
// The period of Vienna days is the Protokoll's too.
export { PeriodPicker } from './components/PeriodPicker';
export { type AnalyticsPeriod, presetPeriod, viennaToday } from './analytics-period';
