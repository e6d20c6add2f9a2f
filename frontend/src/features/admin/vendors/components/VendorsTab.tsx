// Placeholder so the dashboard frame builds; the owner of vendors/ replaces this file.
export function VendorsTab() {
  return null;
}
