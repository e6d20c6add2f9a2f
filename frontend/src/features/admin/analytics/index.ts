export { AnalyticsTab } from './components/AnalyticsTab';
