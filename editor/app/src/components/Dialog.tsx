/** A modal dialog: the native <dialog>, shown modal, with its title; closing it (Escape too) calls `onClose`. */
import { type ReactNode, useRef, useEffect } from "react";

export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    // What opened it takes the keyboard back once it is gone, however it closed (its Cancel, Close or Escape): taken
    // away with the dialog, the keyboard fell to the page's top.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!ref.current?.open) ref.current?.showModal();
    return () => {
      const now = document.activeElement;
      const lost = !now || now === document.body || !now.isConnected;
      if (lost && opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="dialog-title" onClose={onClose}>
      <h2 id="dialog-title">{title}</h2>
      {children}
    </dialog>
  );
}
