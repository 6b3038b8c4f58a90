/**
 * Shows a gallery picture large in the gallery's modal <dialog>. The dialog gives Escape and a focus trap;
 * this adds the picture, its caption, closing on a click outside the picture, and focus back on the thumbnail.
 */
export function gallery(root: HTMLElement) {
  const dialog = root.querySelector<HTMLDialogElement>("dialog.lightbox");
  if (!dialog) return;
  const caption = dialog.querySelector("figcaption")!;
  // Built here rather than in the HTML: a static <img> would need a placeholder src (see Gallery.tsx).
  const picture = document.createElement("picture");
  const [avif, webp] = (["image/avif", "image/webp"] as const).map((type) => {
    const source = document.createElement("source");
    source.type = type;
    source.sizes = dialog.dataset.sizes ?? "";
    return picture.appendChild(source);
  });
  const img = picture.appendChild(document.createElement("img"));
  img.alt = "";
  caption.before(picture);
  let opener: HTMLElement | null = null;

  root.querySelectorAll<HTMLAnchorElement>("a.gallery-item").forEach((link) => {
    link.addEventListener("click", (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      const data = link.dataset;
      avif!.srcset = data.avif ?? "";
      webp!.srcset = data.webp ?? "";
      img.src = link.href;
      img.alt = data.alt ?? "";
      img.width = Number(data.width);
      img.height = Number(data.height);
      caption.textContent = data.title ?? "";
      opener = link;
      dialog.showModal();
    });
  });

  dialog.querySelector(".lightbox-close")?.addEventListener("click", () => dialog.close());
  // A click on the backdrop lands on the <dialog> itself, outside its figure and button.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener("close", () => {
    img.removeAttribute("src");
    avif!.srcset = "";
    webp!.srcset = "";
    caption.textContent = "";
    opener?.focus();
    opener = null;
  });
}
