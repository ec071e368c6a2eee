/** Where a listing page sits among its pages: "Page N of M" and the neighbours to load. */
export type PageInfo = {
  page: number
  pages: number
  previous: number | null
  next: number | null
}

/**
 * The pages of a listing of `count` items. An empty listing still has one page (the one that says nothing
 * was found), so "page 1 of 1" always exists.
 */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize))
}

/** Whether `page` lies beyond the last page: such a URL names no page at all (the route answers 404). */
export function isPageOutOfRange(page: number, count: number, pageSize: number): boolean {
  return page > pageCount(count, pageSize)
}

export function pageInfo(page: number, count: number, pageSize: number): PageInfo {
  const pages = pageCount(count, pageSize)
  return {
    page,
    pages,
    previous: page > 1 ? page - 1 : null,
    next: page < pages ? page + 1 : null,
  }
}
