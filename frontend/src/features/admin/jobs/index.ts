export { JobsSection } from './components/JobsSection';
export { AufbauCheckButton } from './components/AufbauCheckButton';
