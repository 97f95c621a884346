/** Page size of the list calls when the client sends no `limit`. */
export const DEFAULT_PAGE_SIZE = 50;
