import type { ReactNode } from "react";
import { useRender } from "./context.tsx";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";

export function Shell({ children }: { children: ReactNode }) {
  const { site } = useRender();
  return (
    <>
      <a className="skip-link" href="#main">
        {site.navigation.skipLinkLabel}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
