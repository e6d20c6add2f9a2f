// Placeholder so the dashboard frame builds; the owner of booths/ replaces this file.
export function BoothsTab() {
  return null;
}
