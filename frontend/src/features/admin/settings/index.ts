export { SettingsTab } from './components/SettingsTab';
