/**
 * A quiet button drawn as an icon, with its name for screen readers and a tooltip that shows on hover and on keyboard
 * focus (Escape hides it, as WCAG asks of content shown on hover).
 */
import { forwardRef, useState, type ButtonHTMLAttributes } from "react";
import type { LucideIcon } from "lucide-react";

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children" | "aria-label"> & {
  label: string;
  icon: LucideIcon;
  /** The keys that do the same, said in the tooltip ("Ctrl+Z"). */
  keys?: string;
};

export const IconButton = forwardRef<HTMLButtonElement, Props>(function IconButton(
  { label, icon: Icon, keys, className, onKeyDown, onBlur, ...button },
  ref,
) {
  const [hidden, setHidden] = useState(false);
  return (
    <span className={hidden ? "tip-wrap tip-hidden" : "tip-wrap"} onMouseLeave={() => setHidden(false)}>
      <button
        type="button"
        ref={ref}
        aria-label={label}
        className={className ? `icon-button ${className}` : "icon-button"}
        onKeyDown={(event) => {
          if (event.key === "Escape" && !hidden) setHidden(true);
          onKeyDown?.(event);
        }}
        onBlur={(event) => {
          setHidden(false);
          onBlur?.(event);
        }}
        {...button}
      >
        <Icon size={16} aria-hidden="true" focusable="false" />
      </button>
      <span className="tooltip" aria-hidden="true">
        {label}
        {keys ? <kbd>{keys}</kbd> : null}
      </span>
    </span>
  );
});
