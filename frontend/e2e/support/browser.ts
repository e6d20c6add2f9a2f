import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

const SCREENSHOTS = join(import.meta.dirname, '..', 'screenshots');

function executablePath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** The system Chromium with the flags this sandbox needs (no network beyond localhost). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: executablePath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Saves a screenshot under frontend/e2e/screenshots (not committed) for a human look. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}
