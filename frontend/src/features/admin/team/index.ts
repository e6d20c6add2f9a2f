export { TeamTab } from './components/TeamTab';
