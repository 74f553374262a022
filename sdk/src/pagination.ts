/** One page of a list: `{data, next_cursor}`, `next_cursor` null on the last page. */
export interface Page<T> {
  data: T[];
  next_cursor: string | null;
}

/** Every item of a list, fetched page by page as the loop asks for them: `for await (const c of list)`. */
export interface PageIterator<T> extends AsyncIterable<T> {
  /** The pages themselves, for callers that keep the cursor (to resume later). */
  pages(): AsyncIterable<Page<T>>;
  /** Every item in one array (fetches every page: mind the size). */
  toArray(): Promise<T[]>;
}

/** Follows `next_cursor` from `firstCursor` until a page says there is no next one. */
export function paginate<T>(fetchPage: (cursor: string | undefined) => Promise<Page<T>>, firstCursor?: string): PageIterator<T> {
  async function* pages(): AsyncGenerator<Page<T>> {
    let cursor = firstCursor;
    for (;;) {
      const page = await fetchPage(cursor);
      yield page;
      if (!page.next_cursor) return;
      cursor = page.next_cursor;
    }
  }
  async function* items(): AsyncGenerator<T> {
    for await (const page of pages()) yield* page.data;
  }
  return {
    [Symbol.asyncIterator]: items,
    pages,
    async toArray() {
      const out: T[] = [];
      for await (const item of items()) out.push(item);
      return out;
    },
  };
}
