// Placeholder so the dashboard frame builds; the owner of settings/ replaces this file.
export function SettingsTab() {
  return null;
}
