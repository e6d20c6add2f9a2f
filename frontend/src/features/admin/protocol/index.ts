export { ProtocolTab } from './components/ProtocolTab';
