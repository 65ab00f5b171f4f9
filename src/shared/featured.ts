/**
 * The 'featured' category (spec §1): the one category titled "featured" in any case, spaces around
 * ignored. It stays apart from the category tree and is shown first on Discover. Shared so the
 * server's rules and the pages never disagree.
 */
export const isFeaturedTitle = (title: string): boolean => title.trim().toLowerCase() === "featured";
