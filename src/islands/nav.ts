/**
 * The header's behaviour. Without it the Services menu still opens on hover and keyboard focus (CSS)
 * and the mobile menu is a plain <details>. With it: hover opens, leaving closes after the delay in
 * data-close-delay, a click toggles, Escape closes and returns focus, and choosing a link closes the mobile menu.
 */
const HOVER_CLICK_GRACE_MS = 500;

export function nav(header: HTMLElement) {
  header.querySelectorAll<HTMLElement>("[data-dropdown]").forEach((dropdown) => enhanceDropdown(dropdown));
  const mobile = header.querySelector<HTMLDetailsElement>("details.mobile-menu");
  if (mobile) enhanceMobileMenu(mobile);
}

function enhanceDropdown(dropdown: HTMLElement) {
  const button = dropdown.querySelector("button");
  if (!button) return;
  const closeDelay = Number(dropdown.dataset.closeDelay ?? 1000);
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  let openedByHoverAt = -Infinity;

  const isOpen = () => dropdown.hasAttribute("data-open");
  const setOpen = (open: boolean) => {
    clearTimeout(closeTimer);
    dropdown.toggleAttribute("data-open", open);
    button.setAttribute("aria-expanded", String(open));
  };

  dropdown.setAttribute("data-enhanced", "");
  dropdown.addEventListener("pointerenter", (event) => {
    if (event.pointerType !== "mouse") return;
    clearTimeout(closeTimer);
    if (!isOpen()) {
      openedByHoverAt = performance.now();
      setOpen(true);
    }
  });
  dropdown.addEventListener("pointerleave", (event) => {
    if (event.pointerType !== "mouse" || !isOpen()) return;
    clearTimeout(closeTimer);
    closeTimer = setTimeout(() => setOpen(false), closeDelay);
  });
  button.addEventListener("click", () => {
    // The click that lands just after the pointer's arrival opened the menu means "open", not "close again".
    const justOpenedByHover = performance.now() - openedByHoverAt < HOVER_CLICK_GRACE_MS;
    openedByHoverAt = -Infinity;
    if (isOpen() && justOpenedByHover) return;
    setOpen(!isOpen());
  });
  dropdown.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && isOpen()) {
      setOpen(false);
      button.focus();
    }
  });
  dropdown.addEventListener("focusout", (event) => {
    if (!dropdown.contains(event.relatedTarget as Node | null)) setOpen(false);
  });
  document.addEventListener("click", (event) => {
    if (isOpen() && !dropdown.contains(event.target as Node)) setOpen(false);
  });
}

function enhanceMobileMenu(menu: HTMLDetailsElement) {
  const summary = menu.querySelector("summary");
  menu.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a")) menu.open = false;
  });
  menu.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && menu.open) {
      menu.open = false;
      summary?.focus();
    }
  });
}
