/** Whether the window is a phone's (or as narrow): the layout with the app bar and the bottom bar (styles/phone.css). */
import { useSyncExternalStore } from "react";

const PHONE = "(max-width: 900px)";

export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(PHONE);
      query.addEventListener("change", changed);
      return () => query.removeEventListener("change", changed);
    },
    () => window.matchMedia(PHONE).matches,
  );
}
