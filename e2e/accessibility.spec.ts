import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { loadSite } from "../src/content/load.ts";
import { routeTable } from "../src/content/routes.ts";

const paths = [...routeTable(loadSite()).map((route) => route.path), "/this-page-does-not-exist"];

test.describe("axe-core, WCAG 2.2 A and AA", () => {
  for (const path of paths) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.route(/^https:\/\/(tally\.so|www\.google\.com)\//, (route) =>
        route.fulfill({ body: "", contentType: "text/plain" }),
      );
      await page.goto(path);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .exclude("iframe")
        .analyze();
      const violations = results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
      );
      expect(violations).toEqual([]);
    });
  }
});
