import type { Route } from "../../site/routes.ts";
import { NotFound } from "../../layout/NotFound.tsx";
import { PageView } from "../../layout/PageView.tsx";
import { PostView } from "../../layout/PostView.tsx";
import { Shell } from "../../layout/Shell.tsx";

/**
 * One page or post of site.json, its route resolved once by the prerender hook (or in dev by +onBeforeRender);
 * without one, an added language's not-found page (/es/404.html), which the prerender hook lists too.
 */
export default function Page({ route }: { route?: Route }) {
  if (!route) return <NotFound />;
  return <Shell>{route.kind === "page" ? <PageView page={route.page} /> : <PostView post={route.post} />}</Shell>;
}
