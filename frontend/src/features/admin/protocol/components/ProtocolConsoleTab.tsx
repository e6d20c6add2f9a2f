import { useMay } from '../../auth';
import { ProtocolTab } from './ProtocolTab';

/** The Protokoll as the console's tab: the CSV for the roles that may export it. */
export function ProtocolConsoleTab() {
  return <ProtocolTab mayExport={useMay('protocol.export')} />;
}
