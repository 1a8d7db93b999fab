import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Spec §2: every screen and its path. Thin modules: meta plus one feature component.
export default [
  index("routes/home.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-article.tsx"),
  route("password-checker", "routes/password-checker.tsx"),
  route("bulk-generator", "routes/bulk-generator.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("about", "routes/about.tsx"),
  route("disclaimer", "routes/disclaimer.tsx"),
  route("california-privacy", "routes/california-privacy.tsx"),
  route("wifi-password-generator", "routes/wifi-password-generator.tsx"),
  route("business-password-generator", "routes/business-password-generator.tsx"),
  route("password-generator-symbols", "routes/password-generator-symbols.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
