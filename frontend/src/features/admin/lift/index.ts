export { LiftTab } from './components/LiftTab';
