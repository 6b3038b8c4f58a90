import type { BlockOf } from "../../schema/blocks.ts";
import { useRender } from "../layout/context.tsx";
import { Picture } from "../ui/Picture.tsx";
import { Section } from "../ui/Section.tsx";
import { formatDate } from "../ui/dates.ts";

export function PostList({ block }: { block: BlockOf<"postList"> }) {
  const { site } = useRender();
  const posts = [...site.posts].sort((a, b) =>
    (b.displayDate ?? b.published).localeCompare(a.displayDate ?? a.published),
  );
  return (
    <Section id={block.id} heading={block.heading}>
      <ul className="post-grid">
        {posts.map((post) => {
          const date = post.displayDate ?? post.published;
          const heading = post.heading ?? post.title;
          return (
            <li key={post.path} className="card post-card">
              <Picture image={post.image} sizes="(min-width: 1024px) 560px, 100vw" />
              <div className="card-body">
                <p className="post-date">
                  <time dateTime={date}>{formatDate(date, site.site.language)}</time>
                </p>
                <h3>
                  <a href={post.path}>{heading}</a>
                </h3>
                <p>{post.excerpt}</p>
                <a className="card-link" href={post.path}>
                  {block.readMoreLabel}
                  <span className="visually-hidden">: {heading}</span>
                  <span aria-hidden="true"> →</span>
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
