export { EmailsTab } from './components/EmailsTab';
