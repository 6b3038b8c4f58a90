import type { Route } from "../../content/routes.ts";
import { PageView } from "../../layout/PageView.tsx";
import { PostView } from "../../layout/PostView.tsx";
import { Shell } from "../../layout/Shell.tsx";

/** One page or post of site.json, its route resolved once by the prerender hook (or in dev by +onBeforeRender). */
export default function Page({ route }: { route: Route }) {
  return <Shell>{route.kind === "page" ? <PageView page={route.page} /> : <PostView post={route.post} />}</Shell>;
}
