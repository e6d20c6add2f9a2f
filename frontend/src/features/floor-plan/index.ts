export { PlanSvg } from './components/PlanSvg';
export { StallShape } from './components/StallShape';
