import type { HeadData } from "../src/head/meta.ts";
import { serializeJsonLd } from "../src/head/json-ld.ts";

interface DocumentProps {
  head: HeadData;
  css: string;
  /** Font files the first paint needs (the theme's body font, if it is not the system's). */
  fontPreloads: string[];
  /** The browser tab's icon: the site's logo. */
  icon: { href: string; type: string };
  /** The square PNG a phone shows for the site on its home screen. */
  touchIcon: string;
  islandsScriptUrl: string | undefined;
  /** The rendered page, already HTML: it is rendered first so the head knows whether it holds islands. */
  bodyHtml: string;
}

/** The whole HTML document of one route, in one place. */
export function Document({ head, css, fontPreloads, icon, touchIcon, islandsScriptUrl, bodyHtml }: DocumentProps) {
  return (
    <html lang={head.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {/* No first paint before the header is complete: a paint while the parser is inside the header
            showed a half-built menu button, which then grew and pushed the business name (a layout shift). */}
        <link rel="expect" href="#main" blocking="render" />
        {head.canonical && <link rel="canonical" href={head.canonical} />}
        {head.alternates.map((alternate) => (
          <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
        ))}
        {head.robots && <meta name="robots" content={head.robots} />}
        <meta name="theme-color" content={head.themeColor} />
        <link rel="icon" href={icon.href} type={icon.type} />
        <link rel="apple-touch-icon" href={touchIcon} />
        {head.feed && <link rel="alternate" type={head.feed.type} title={head.feed.title} href={head.feed.href} />}
        <meta property="og:type" content={head.ogType} />
        <meta property="og:site_name" content={head.siteName} />
        <meta property="og:locale" content={head.locale} />
        {head.localeAlternates.map((locale) => (
          <meta key={locale} property="og:locale:alternate" content={locale} />
        ))}
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        {head.canonical && <meta property="og:url" content={head.canonical} />}
        <meta property="og:image" content={head.image.url} />
        <meta property="og:image:width" content={String(head.image.width)} />
        <meta property="og:image:height" content={String(head.image.height)} />
        {head.image.alt ? <meta property="og:image:alt" content={head.image.alt} /> : null}
        {head.article && <meta property="article:published_time" content={head.article.publishedTime} />}
        {head.article && <meta property="article:modified_time" content={head.article.modifiedTime} />}
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={head.title} />
        <meta name="twitter:description" content={head.description} />
        <meta name="twitter:image" content={head.image.url} />
        {head.image.alt ? <meta name="twitter:image:alt" content={head.image.alt} /> : null}
        {fontPreloads.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <style dangerouslySetInnerHTML={{ __html: css }} />
        {islandsScriptUrl && <script type="module" src={islandsScriptUrl} />}
        {head.jsonLd.map((data, index) => (
          <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
        ))}
      </head>
      <body dangerouslySetInnerHTML={{ __html: bodyHtml }} />
    </html>
  );
}
