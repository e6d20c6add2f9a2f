export { FloorPlanTab } from './components/FloorPlanTab';
