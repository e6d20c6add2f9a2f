export { ArchiveTab } from './components/ArchiveTab';
