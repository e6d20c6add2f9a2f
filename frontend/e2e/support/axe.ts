import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The WCAG levels every page is checked against (2.0 to 2.2, A and AA). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe's violations on the page as 'rule (impact): selectors', so a failure names them. */
export async function axeViolations(page: Page): Promise<string[]> {
  // From the top: scrolled, the sticky header lies over whatever passes under it, and axe would
  // count a field half hidden there as too small a target.
  const scrolled = await page.evaluate(() => {
    const y = window.scrollY;
    window.scrollTo(0, 0);
    return y;
  });
  await transitionsSettled(page);
  // A change that starts while axe runs (a list arriving enables its button) would otherwise
  // be judged halfway through its fade: without transitions every colour axe sees is a real one.
  const frozen = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; }',
  });
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  await frozen.evaluate((style) => (style as HTMLElement).remove());
  await page.evaluate((y) => window.scrollTo(0, y), scrolled);
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/**
 * Waits (at most 2 s) for the page's finite CSS transitions and animations to end. A button
 * that was just enabled fades from grey to its colour in 250 ms, longer on a busy machine; axe
 * would judge the contrast of a colour in between.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}
