export { WaitlistTab } from './components/WaitlistTab';
