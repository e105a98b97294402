import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

// Pages a person reads pass axe-core's WCAG 2.2 AA rules (issue 50; docs/developer-site.md,
// "Accessibility"): each violation as one line naming the rule and the elements, so a failing
// test says what to fix.
export async function accessibilityViolations(page: Page, options: { exclude?: string[] } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  );
}
