import type { MetaDescriptor } from "react-router";

export const FEED_PATH = "/blog/rss.xml";
export const FEED_TITLE = "Keysmith security guides";

/** The feed's discovery link, for the `meta` of /blog and of each article. */
export const FEED_LINK: MetaDescriptor = {
  tagName: "link",
  rel: "alternate",
  type: "application/rss+xml",
  title: FEED_TITLE,
  href: FEED_PATH,
};
