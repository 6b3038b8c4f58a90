/**
 * The top bar's first words: the business's logo and name, so the owner sees whose site this is, then what the tool
 * is. The file's name (a developer's word) is left to the tooltip.
 */
import { previewUrl } from "../store/api.ts";
import { useStore } from "../store/StoreProvider.tsx";
import { useT } from "../i18n/useT.ts";

// The site as typed so far: any part may be missing or of another kind until it is fixed.
const record = (value: unknown) => (value && typeof value === "object" ? (value as Record<string, unknown>) : {});
const text = (value: unknown) => (typeof value === "string" && value.trim() ? value : undefined);

export function AppName() {
  const { site, file } = useStore();
  const t = useT();
  const name = text(record(record(site).business).name);
  const logo = text(record(record(record(site).site).logo).src);
  return (
    <p className="app-name" title={t("shell.editingFile", { file })}>
      {logo ? <img src={previewUrl(logo)} alt="" width={24} height={24} /> : null}
      {name ? <span className="app-name-business">{name}</span> : null}
      <span className="app-name-tool">{t("shell.appName")}</span>
    </p>
  );
}
