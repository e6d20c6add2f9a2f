export { DirectMailDialog } from './components/DirectMailDialog';
export { EmailsTab } from './components/EmailsTab';
