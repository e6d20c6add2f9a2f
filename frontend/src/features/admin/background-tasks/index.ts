export { BackgroundTasksSection } from './components/BackgroundTasksSection';
export { BackgroundTasksNotice } from './components/BackgroundTasksNotice';
