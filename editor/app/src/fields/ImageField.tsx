/**
 * Images: a field shows the chosen picture and opens a dialog with the gallery of images/ and an upload (choose
 * or drop a JPEG, PNG, WebP, AVIF or SVG). The server checks the bytes (a drawing's too: nothing in it may run, see
 * src/images/svg-safety.ts) and names the file; the dialog then asks for
 * the words that describe the image before it is used.
 */
import { useModal } from "../components/Dialog.tsx";
import { useMemo, useRef, useState } from "react";
import { ApiError, previewUrl, uploadImage, type ImageInfo } from "../store/api.ts";
import { Problems, useDescribedBy, type FieldProps } from "./FieldShell.tsx";
import { fieldId, pathKey } from "../model/paths.ts";
import { labelFor } from "../model/schema.ts";
import { useStore } from "../store/StoreProvider.tsx";
import { TranslationNote } from "../components/TranslationNote.tsx";
import { refusedBeforeUpload } from "../model/upload-check.ts";
import { DropZone } from "../components/DropZone.tsx";
import { useT } from "../i18n/useT.ts";

export function ImageField(props: FieldProps) {
  const { schema, value, onChange, path, name, required } = props;
  const record = (value && typeof value === "object" ? value : undefined) as { src?: string; alt?: string } | undefined;
  const [open, setOpen] = useState(false);
  const say = useT();
  const label = props.label ?? labelFor(name);
  const hasAlt = Boolean(schema.properties?.alt);
  const altId = `${fieldId([...path, "alt"])}`;
  const altDescribedBy = useDescribedBy([...path, "alt"]);
  const srcDescribedBy = useDescribedBy([...path, "src"]);
  return (
    <div className="field field-image" data-path={pathKey(path)}>
      <span className="field-label">
        {label}
        {required ? null : <span className="field-optional">{say("fields.optional")}</span>}
      </span>
      {record?.src ? (
        <div className="image-current">
          <img src={previewUrl(record.src)} alt="" width={96} height={64} />
          <code>{record.src}</code>
        </div>
      ) : null}
      <div className="image-actions">
        <button
          type="button"
          id={fieldId([...path, "src"])}
          aria-describedby={srcDescribedBy}
          onClick={() => setOpen(true)}
        >
          {say(record?.src ? "fields.image.change" : "fields.image.choose", { what: label.toLowerCase() })}
        </button>
        {record && !required ? (
          <button type="button" onClick={() => onChange(undefined)}>
            {say("fields.image.remove", { what: label.toLowerCase() })}
          </button>
        ) : null}
      </div>
      {/* The picture's own problems (none chosen yet) under its button, not under its description. */}
      <Problems path={path} />
      <Problems path={[...path, "src"]} id={`problems-${pathKey([...path, "src"])}`} />
      <TranslationNote path={[...path, "src"]} />
      {record && hasAlt ? (
        <>
          <label className="field-label" htmlFor={altId}>
            {say("fields.image.alt")}
          </label>
          <input
            id={altId}
            type="text"
            value={record.alt ?? ""}
            aria-describedby={altDescribedBy}
            onChange={(e) => onChange({ ...record, alt: e.target.value === "" ? undefined : e.target.value })}
          />
          <TranslationNote path={[...path, "alt"]} />
          <Problems path={[...path, "alt"]} id={`problems-${pathKey([...path, "alt"])}`} />
        </>
      ) : null}
      {open ? (
        <ImageDialog
          title={label}
          askAlt={hasAlt}
          current={record}
          onClose={() => setOpen(false)}
          onChoose={(src, alt) => {
            setOpen(false);
            const next: Record<string, unknown> = { ...(record ?? {}), src };
            if (hasAlt) next.alt = alt || undefined;
            if (next.alt === undefined) delete next.alt;
            onChange(next);
          }}
        />
      ) : null}
    </div>
  );
}

/** Each picture the site uses, with the first description the site gives it. */
function descriptionsOf(site: unknown): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") {
      const { src, alt } = value as { src?: unknown; alt?: unknown };
      if (typeof src === "string" && typeof alt === "string" && alt && !found.has(src)) found.set(src, alt);
      Object.values(value).forEach(walk);
    }
  };
  walk(site);
  return found;
}

export function ImageDialog({
  title,
  askAlt,
  current,
  onClose,
  onChoose,
}: {
  title: string;
  askAlt: boolean;
  /** The field's picture and its description: offered again only when that same picture is picked. */
  current?: { src?: string; alt?: string };
  onClose: () => void;
  onChoose: (src: string, alt: string) => void;
}) {
  const { images, addImage, site } = useStore();
  const described = useMemo(() => descriptionsOf(site), [site]);
  const dialog = useRef<HTMLDialogElement>(null);
  const [picked, setPicked] = useState<ImageInfo | undefined>();
  const [alt, setAlt] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const say = useT();

  useModal(dialog);

  async function upload(file: File | undefined) {
    if (!file) return;
    setError(undefined);
    const refused = refusedBeforeUpload(file);
    if (refused) {
      setError(say("fields.image.notSent", { file: file.name, reason: refused }));
      return;
    }
    setBusy(true);
    try {
      const image = await uploadImage(file);
      addImage(image);
      choose(image);
    } catch (e) {
      setError(
        e instanceof ApiError
          ? say("fields.image.refused", { file: file.name, message: e.message })
          : say("fields.image.failed", { error: String(e) }),
      );
    } finally {
      setBusy(false);
    }
  }

  // A description belongs to its picture: another picture (an upload above all) starts with none, so the old
  // picture's words are never read aloud for the new one because the owner pressed on without looking.
  const pick = (image: ImageInfo) => {
    setAlt(image.src === current?.src ? (current.alt ?? "") : "");
    setPicked(image);
  };
  const choose = (image: ImageInfo) => (askAlt ? pick(image) : onChoose(image.src, ""));

  return (
    <dialog ref={dialog} className="image-dialog" aria-labelledby="image-dialog-title" onClose={onClose}>
      <h2 id="image-dialog-title">
        {picked ? say("fields.image.describe") : say("fields.image.choose", { what: title.toLowerCase() })}
      </h2>
      {picked ? (
        // No <form>: this dialog can sit inside another form (a settings screen, Puck's fields), and nested
        // forms do not submit their own handler.
        <div
          onKeyDown={(e) => {
            if (e.key === "Enter" && alt.trim() && (e.target as HTMLElement).id === "image-alt") {
              e.preventDefault();
              onChoose(picked.src, alt.trim());
            }
          }}
        >
          <img className="image-picked" src={previewUrl(picked.src)} alt="" />
          {picked.note ? (
            <p className="field-help" role="status">
              {picked.note}
            </p>
          ) : null}
          <label className="field-label" htmlFor="image-alt">
            {say("fields.image.altQuestion")}
          </label>
          <input id="image-alt" type="text" value={alt} required autoFocus onChange={(e) => setAlt(e.target.value)} />
          <div className="dialog-actions">
            <button
              type="button"
              className="primary"
              disabled={!alt.trim()}
              onClick={() => onChoose(picked.src, alt.trim())}
            >
              {say("fields.image.use")}
            </button>
            <button type="button" onClick={() => setPicked(undefined)}>
              {say("fields.image.back")}
            </button>
          </div>
        </div>
      ) : (
        <>
          <DropZone
            id="image-upload"
            label={say("fields.image.upload")}
            dropHint={say("fields.image.drop")}
            disabled={busy}
            onFiles={(files) => void upload(files[0])}
          >
            {busy ? <p role="status">{say("fields.image.uploading")}</p> : null}
            {error ? (
              <p role="alert" className="problem problem-error">
                {error}
              </p>
            ) : null}
          </DropZone>
          <h3>{say("fields.image.inSite")}</h3>
          <ul className="gallery-grid">
            {images.map((image) => (
              <li key={image.src}>
                <button type="button" onClick={() => choose(image)}>
                  <img src={previewUrl(image.src)} alt="" loading="lazy" />
                  <span>{image.src.replace(/^images\//, "")}</span>
                  {/* What the site says the picture shows, where it uses it: a name to tell pictures apart by ear. */}
                  {described.get(image.src) ? (
                    <span className="image-described">{described.get(image.src)}</span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="dialog-actions">
        <button type="button" onClick={() => dialog.current?.close()}>
          {say("common.cancel")}
        </button>
      </div>
    </dialog>
  );
}
