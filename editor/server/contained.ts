import path from "node:path";

/** Whether `child` is inside `folder`, both resolved (real) paths: a sibling "images-x" of "images" is not. */
export function contained(folder: string, child: string): boolean {
  const relative = path.relative(folder, child);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}
