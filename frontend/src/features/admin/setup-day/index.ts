export { SetUpDayActions } from './components/SetUpDayActions';
export { SetUpDayTab } from './components/SetUpDayTab';
