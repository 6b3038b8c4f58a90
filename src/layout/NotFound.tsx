import { island } from "../islands/marker.ts";
import { useRender } from "./context.tsx";
import { Shell } from "./Shell.tsx";

/** Any address site.json does not list. The island logs the missing path to the console. */
export function NotFound() {
  const { site, home } = useRender();
  const { notFound } = site;
  return (
    <Shell>
      <section className="not-found" {...island("not-found")} data-message={notFound.consoleMessage}>
        <div className="container">
          <p className="not-found-code">{notFound.code}</p>
          <h1>{notFound.heading}</h1>
          <a className="button button--primary" href={home}>
            {notFound.linkLabel}
          </a>
        </div>
      </section>
    </Shell>
  );
}
