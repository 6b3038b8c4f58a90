import type { SiteData } from "../../schema/site.ts";
import { island } from "../islands/marker.ts";
import { PhoneIcon } from "../ui/ActionButton.tsx";
import { isCurrent, useRender } from "./context.tsx";

type NavItem = SiteData["navigation"]["items"][number];

/** The logo's height in the header, in CSS pixels (site.css's .brand img). */
const LOGO_HEIGHT = 40;

/**
 * The sticky header. Without JavaScript the Services menu opens on hover and keyboard focus (CSS), and
 * the mobile menu is a <details>; the nav island adds the click toggle, Escape and the close delay.
 */
export function Header() {
  const { site, path, home, languageLinks, images } = useRender();
  const logo = images(site.site.logo.src);
  // Drawn 40 px tall at its own proportions: a wordmark wider than tall is not squeezed into a square.
  const logoWidth =
    logo.width > 0 && logo.height > 0 ? Math.round((LOGO_HEIGHT * logo.width) / logo.height) : LOGO_HEIGHT;
  const tel = `tel:${site.business.phone.e164}`;
  const current = (href: string) => (isCurrent(href, path, home) ? ("page" as const) : undefined);

  return (
    <header className="site-header" {...island("nav")}>
      <div className="container header-bar">
        <a className="brand" href={home} aria-current={path === home ? "page" : undefined}>
          <img
            src={logo.fallback}
            // A photo's small copies, for a 40 px mark; a drawing is one file for every size.
            srcSet={logo.webp || undefined}
            sizes={logo.webp ? `${logoWidth}px` : undefined}
            width={logoWidth}
            height={LOGO_HEIGHT}
            alt=""
          />
          {/* A wordmark spells the name itself; the link is still named by it for those who hear the page. */}
          <span className={site.site.logoShowsName ? "visually-hidden" : undefined}>{site.business.name}</span>
        </a>
        <nav className="nav-desktop" aria-label={site.navigation.menuLabel}>
          <ul className="nav-list">
            {site.navigation.items.map((item, index) => (
              <li key={index}>
                {"children" in item ? (
                  <Dropdown
                    item={item}
                    id={`nav-menu-${index}`}
                    path={path}
                    closeDelayMs={site.navigation.dropdownCloseDelayMs}
                  />
                ) : (
                  <a className="nav-link" href={item.href} aria-current={current(item.href)}>
                    {item.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {languageLinks.map((link) => (
          // The same page in another language, named in that language (WCAG 3.1.2); never chosen for the visitor.
          <a key={link.tag} className="language-link" href={link.href} hrefLang={link.tag} lang={link.tag}>
            <GlobeIcon />
            {link.name}
          </a>
        ))}
        <a className="button button--primary header-call" href={tel}>
          <PhoneIcon />
          {site.navigation.callLabel}
        </a>
        <details className="mobile-menu">
          <summary className="menu-button">
            <span className="menu-icon" aria-hidden="true" />
            {site.navigation.menuLabel}
          </summary>
          <nav className="mobile-panel" aria-label={site.navigation.menuLabel}>
            <ul className="mobile-list">
              {site.navigation.items.map((item, index) =>
                "children" in item ? (
                  <li key={index}>
                    <p className="mobile-group">{item.label}</p>
                    <ul>
                      {item.children.map((child) => (
                        <li key={child.href}>
                          <a
                            className="mobile-link mobile-link--child"
                            href={child.href}
                            aria-current={current(child.href)}
                          >
                            {child.label}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <li key={index}>
                    <a className="mobile-link" href={item.href} aria-current={current(item.href)}>
                      {item.label}
                    </a>
                  </li>
                ),
              )}
            </ul>
            <a className="button button--primary mobile-call" href={tel}>
              <PhoneIcon />
              {site.navigation.callLabel}
            </a>
          </nav>
        </details>
      </div>
    </header>
  );
}

interface DropdownProps {
  item: Extract<NavItem, { children: unknown }>;
  id: string;
  path: string;
  closeDelayMs: number;
}

function Dropdown({ item, id, path, closeDelayMs }: DropdownProps) {
  const active = item.children.some((child) => isCurrent(child.href, path));
  return (
    <div className="dropdown" data-dropdown="" data-close-delay={closeDelayMs}>
      <button
        type="button"
        className={`nav-link dropdown-toggle${active ? " is-active" : ""}`}
        aria-expanded="false"
        aria-controls={id}
      >
        {item.label}
        <svg className="chevron" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <ul className="dropdown-menu" id={id}>
        {item.children.map((child) => (
          <li key={child.href}>
            <a href={child.href} aria-current={isCurrent(child.href, path) ? "page" : undefined}>
              {child.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function GlobeIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
      </g>
    </svg>
  );
}
