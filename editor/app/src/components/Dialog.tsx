/** A modal dialog: the native <dialog>, shown modal, with its title; closing it (Escape too) calls `onClose`. */
import { type ReactNode, type RefObject, useRef, useEffect } from "react";

/**
 * Shows `dialog` modal once drawn; once it is gone, however it closed (its Cancel, Close, a choice, Escape), what
 * opened it takes the keyboard back. Taken away with the dialog, the keyboard fell to the page's top.
 */
export function useModal(dialog: RefObject<HTMLDialogElement | null>): void {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.current?.open) dialog.current?.showModal();
    return () => {
      const now = document.activeElement;
      const lost = !now || now === document.body || !now.isConnected || Boolean(dialog.current?.contains(now));
      if (lost && opener?.isConnected) opener.focus();
    };
  }, [dialog]);
}

export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useModal(ref);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="dialog-title" onClose={onClose}>
      <h2 id="dialog-title">{title}</h2>
      {children}
    </dialog>
  );
}
