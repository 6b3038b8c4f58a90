/**
 * A box to choose picture files in, or drop them on: its label, the file input, a line saying they can be dropped,
 * and whatever the caller says below it (progress, a refusal). Used by a picture's field and the Pictures screen.
 */
import { useState, type ReactNode } from "react";
import { ACCEPT } from "../model/upload-check.ts";

interface DropZoneProps {
  id: string;
  label: string;
  dropHint: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  children?: ReactNode;
}

export function DropZone({ id, label, dropHint, multiple, disabled, onFiles, children }: DropZoneProps) {
  const [over, setOver] = useState(false);
  return (
    <div
      className={`drop-zone${over ? " drop-over" : ""}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        onFiles([...e.dataTransfer.files]);
      }}
    >
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        multiple={multiple}
        accept={ACCEPT}
        disabled={disabled}
        onChange={(e) => {
          onFiles([...(e.target.files ?? [])]);
          // The same file chosen again is a new choice.
          e.target.value = "";
        }}
      />
      <p className="field-help">{dropHint}</p>
      {children}
    </div>
  );
}
