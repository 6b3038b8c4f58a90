import type { ActionData } from "../../schema/primitives.ts";
import { useRender } from "../layout/context.tsx";
import { island } from "../islands/marker.ts";

/**
 * A call to action. Estimate buttons are links to the form's own page, so they work without
 * JavaScript; the estimate island opens the provider's popup instead when its script has loaded.
 */
export function ActionButton({ action, className = "" }: { action: ActionData; className?: string }) {
  const { site } = useRender();
  const style =
    `button button--${action.style ?? (action.action === "call" ? "secondary" : "primary")} ${className}`.trim();
  if (action.action === "estimate") {
    const form = site.estimateForm;
    // The check refuses a button that opens a form the site does not have (rules/form.ts).
    if (!form) return null;
    return (
      <a
        className={style}
        href={form.pageUrl}
        {...island("estimate")}
        data-form-id={form.formId}
        data-layout={form.layout}
        data-width={form.width}
        data-auto-close={form.autoCloseMs}
        data-script={form.scriptUrl}
      >
        {action.label}
      </a>
    );
  }
  if (action.action === "call") {
    return (
      <a className={style} href={`tel:${site.business.phone.e164}`}>
        <PhoneIcon />
        {action.label}
      </a>
    );
  }
  return (
    <a className={style} href={action.href}>
      {action.label}
    </a>
  );
}

export function Actions({ actions, className = "" }: { actions: readonly ActionData[]; className?: string }) {
  if (actions.length === 0) return null;
  return (
    <div className={`actions ${className}`.trim()}>
      {actions.map((action, index) => (
        <ActionButton key={index} action={action} />
      ))}
    </div>
  );
}

export function PhoneIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
      />
    </svg>
  );
}
