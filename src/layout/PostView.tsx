import type { ReactNode } from "react";
import type { PostData } from "../../schema/site.ts";
import { Blocks } from "../blocks/Blocks.tsx";
import { Picture } from "../ui/Picture.tsx";
import { formatDate } from "../ui/dates.ts";
import { useRender } from "./context.tsx";

export function PostView({ post }: { post: PostData }) {
  return (
    <PostFrame post={post}>
      <Blocks blocks={post.blocks} />
    </PostFrame>
  );
}

/**
 * A post around its sections (`children`): the way back to the blog, its date, its heading and picture, the way home.
 * The editor's canvas draws a post being edited in it too, where a date or picture not yet written is left out (the
 * site's posts always have both: the schema asks for them).
 */
export function PostFrame({
  post,
  children,
}: {
  post: Pick<PostData, "title" | "heading" | "displayDate"> & Partial<Pick<PostData, "published" | "image">>;
  children: ReactNode;
}) {
  const { site, home } = useRender();
  const date = post.displayDate ?? post.published;
  // Always there beside posts (the validator asks for them); a site without posts may leave them out.
  const { labels } = site;
  return (
    <article className="post">
      <header className="post-header container container--narrow">
        {labels && (
          <a className="back-link" href={labels.blogPath}>
            <span aria-hidden="true">← </span>
            {labels.backToBlog}
          </a>
        )}
        {date && (
          <p className="post-date">
            <time dateTime={date}>{formatDate(date, site.site.language)}</time>
          </p>
        )}
        <h1>{post.heading ?? post.title}</h1>
        {post.image?.src && (
          <Picture image={post.image} sizes="(min-width: 800px) 760px, 100vw" priority className="post-image" />
        )}
      </header>
      <div className="post-body">{children}</div>
      <footer className="container container--narrow post-footer">
        {labels && (
          <a className="button button--secondary" href={home}>
            {labels.backToHome}
          </a>
        )}
      </footer>
    </article>
  );
}
