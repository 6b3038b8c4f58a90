/**
 * Several pictures added at once, chosen or dropped: sent one after another (the server makes a few at a time), each
 * reported as it is done: its name in the site, what was made lighter, or why it was refused.
 */
import { useState } from "react";
import { ApiError, uploadImage } from "../../store/api.ts";
import { useStore } from "../../store/StoreProvider.tsx";
import { pictureName } from "./picture-list.ts";
import { refusedBeforeUpload } from "../../model/upload-check.ts";
import { DropZone } from "../../components/DropZone.tsx";
import { useT } from "../../i18n/useT.ts";

interface Reported {
  file: string;
  added?: string;
  words: string;
}

export function PictureUploads() {
  const { addImage } = useStore();
  const t = useT();
  const [report, setReport] = useState<Reported[]>([]);
  const [busy, setBusy] = useState<string | undefined>();

  async function uploadAll(files: File[]) {
    if (!files.length || busy) return;
    setReport([]);
    for (const [n, file] of files.entries()) {
      setBusy(t("settings.upload.busy", { number: n + 1, count: files.length, file: file.name }));
      const refused = refusedBeforeUpload(file);
      let line: Reported;
      if (refused) line = { file: file.name, words: t("settings.upload.refused", { why: refused }) };
      else {
        try {
          const image = await uploadImage(file);
          addImage(image);
          const name = pictureName(image.src);
          const words = image.note
            ? t("settings.upload.addedNote", { name, note: image.note })
            : t("settings.upload.added", { name });
          line = { file: file.name, added: image.src, words };
        } catch (error) {
          const why = error instanceof ApiError ? error.message : String(error);
          line = { file: file.name, words: t("settings.upload.refused", { why }) };
        }
      }
      setReport((lines) => [...lines, line]);
    }
    setBusy(undefined);
  }

  return (
    <section className="picture-uploads" aria-labelledby="pictures-upload-title">
      <h2 id="pictures-upload-title">{t("settings.upload.title")}</h2>
      <DropZone
        id="pictures-upload"
        label={t("settings.upload.label")}
        dropHint={t("settings.upload.drop")}
        multiple
        disabled={Boolean(busy)}
        onFiles={(files) => void uploadAll(files)}
      />
      {/* Each file's outcome said as it comes. */}
      <div role="status" className="upload-report">
        {busy ? <p>{busy}</p> : null}
        {report.length ? (
          <ul>
            {report.map((line, n) => (
              <li key={n} className={line.added ? "upload-added" : "problem problem-error"}>
                <strong>{line.file}</strong> {line.words}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
