export { AreasTab } from './components/AreasTab';
