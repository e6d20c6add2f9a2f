export { BoothsTab } from './components/BoothsTab';
