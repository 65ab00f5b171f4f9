/**
 * The starter library's shapes (issue #10 §6): what one article, module and category file holds.
 * The seed (../seed.ts) stores them as ordinary learning contents, modules and categories, through
 * the same html allowlist and tag rules as an administrator's save, so they can be edited like any
 * other content afterwards.
 */

/** One article: an ARTICLE learning content. Its estimated minutes come from its word count. */
export interface StarterArticle {
  /** A stable name for this article within the starter library (never shown; used by tests and reviews). */
  slug: string;
  title: string;
  /** One or two sentences shown in lists and search results. */
  description: string;
  /** Short lowercase words, hyphens inside (learning-validation.ts checkTags). */
  tags: readonly string[];
  /**
   * The body: only what the html allowlist keeps (h2–h4, p, ul/ol/li, strong/em, https links to
   * official sites written as officialLink makes them, tables, blockquote). No images.
   */
  html: string;
}

/** A learning module: its articles in reading order. */
export interface StarterModule {
  slug: string;
  title: string;
  description: string;
  tags: readonly string[];
  /** A short introduction shown on the module's page. */
  html: string;
  articles: readonly StarterArticle[];
}

/** A top-level category: its modules and articles, each in display order. */
export interface StarterCategory {
  slug: string;
  /** "Featured" (any case) makes it the one 'featured' category. */
  title: string;
  description: string;
  html: string;
  modules: readonly StarterModule[];
  articles: readonly StarterArticle[];
}

/**
 * One article's version in another language (content/es/articles/<slug>.ts for Spanish): the same
 * slug as the English article it translates, and its own title, description, tags and body under
 * the same rules as StarterArticle's.
 */
export interface StarterTranslation {
  /** The slug of the English article this translates. */
  slug: string;
  title: string;
  description: string;
  tags: readonly string[];
  html: string;
}
