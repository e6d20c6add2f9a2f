export { SetUpDayActions } from './components/SetUpDayActions';
