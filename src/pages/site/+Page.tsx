import { findRoute } from "../../content/routes.ts";
import { useRender } from "../../layout/context.tsx";
import { PageView } from "../../layout/PageView.tsx";
import { PostView } from "../../layout/PostView.tsx";
import { Shell } from "../../layout/Shell.tsx";

export default function Page() {
  const { site, path } = useRender();
  const route = findRoute(site, path);
  if (!route) throw new Error(`No route for ${path}`);
  return <Shell>{route.kind === "page" ? <PageView page={route.page} /> : <PostView post={route.post} />}</Shell>;
}
