/**
 * A file of the output written anew, never through a link: a rebuild links unchanged files from the output it
 * replaces (and may start from the output before it, whose files are the live output's own), so writing into such a
 * file would change that output too.
 */
import * as fs from "node:fs";
import * as path from "node:path";

type Fs = Pick<typeof import("node:fs"), "unlinkSync" | "writeFileSync" | "mkdirSync">;
type Path = Pick<typeof import("node:path"), "dirname">;

/**
 * Writes a page's file, never through a link: a rebuild links unchanged pages from the output it replaces, and
 * writing into such a file would change that output too. So the file is made new ("wx": it must not be there, as on
 * a whole build, where that is the one system call), and only where one is there is it removed and made again. The
 * folder is made only when missing: on a large build another thread has made it already (page-writer.ts),
 * and asking again would wait for that thread's hold on the output folder. Self-contained (node's fs and path handed
 * in), so the writer thread runs this very function.
 */
export function writePageSync(fs: Fs, path: Path, file: string, content: string): void {
  try {
    fs.writeFileSync(file, content, { flag: "wx" });
    return;
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === "EEXIST") fs.unlinkSync(file);
    else if (code === "ENOENT") fs.mkdirSync(path.dirname(file), { recursive: true });
    else throw error;
  }
  fs.writeFileSync(file, content, { flag: "wx" });
}

/**
 * Any other file of the output (the sitemap, the host files, the build state) written the same way, never through
 * a link: in a rebuild started from the spare (spare.ts), most files there are the live output's own.
 */
export function writeAnew(file: string, content: string): void {
  writePageSync(fs, path, file, content);
}
