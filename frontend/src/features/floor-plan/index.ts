export { PlanSvg } from './components/PlanSvg';
export { StallShape } from './components/StallShape';
export { ZoomablePlan } from './components/ZoomablePlan';
export { StallPlanView } from './components/StallPlanView';
export { StallLocator } from './components/StallLocator';
