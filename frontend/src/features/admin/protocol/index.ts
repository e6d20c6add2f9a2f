export { ProtocolTab } from './components/ProtocolTab';
export { ProtocolConsoleTab } from './components/ProtocolConsoleTab';
