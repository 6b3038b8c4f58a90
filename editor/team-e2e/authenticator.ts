/** A passkey store for a browser context, as a phone's or a laptop's: Chromium's virtual authenticator (WebAuthn). */
import type { BrowserContext, Page } from "@playwright/test";

export async function addAuthenticator(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}
