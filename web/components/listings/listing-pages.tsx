// "Load more" for lists, city tabs and search: the first page comes from the page's own query (edge
// rendered for ?page=N); each further page is fetched by its own cached query. Lists continue by
// keyset (the id of the last card shown; for event lists, in time order, its time and id), so cards
// inserted meanwhile never shift a page and no card shows twice; search continues by page number (its
// order is relevance).
import { useState } from "react";
import { useLocation } from "react-router-dom";
import type { ListInput, SearchInput } from "@shared/listings/listings-schema";
import { withPage } from "@shared/listings/paging";
import { trpc, type RouterOutputs } from "@web/lib/trpc";
import { PagedCards, type PagedCardsProps } from "./paged-cards";

type Shared = Pick<PagedCardsProps, "emptyText" | "headingLevel" | "priorityCount"> & {
  /** The current URL's query string, for ?page=N links. */
  search: URLSearchParams;
};

/** The address of another page of this list: the current path with ?page=N (none for page 1). */
function usePageHref(search: URLSearchParams) {
  const { pathname } = useLocation();
  return (page: number) => `${pathname}${withPage(search, page)}`;
}

interface LoadedPage<Next> {
  items: PagedCardsProps["listings"];
  next: Next | null;
}

interface PageQuery<Answer> {
  data?: Answer | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * What both kinds of paging show: the first page and every further one loaded so far, whether more
 * can be asked for, and how to ask (`ask` records the next cursor or page number, which adds a query).
 */
function pagedCards<Answer, Next>(
  first: Answer,
  more: readonly PageQuery<Answer>[],
  read: (answer: Answer) => LoadedPage<Next>,
  ask: (next: Next) => void,
) {
  const pages = [first, ...more.flatMap((q) => (q.data ? [q.data] : []))].map(read);
  const last = more[more.length - 1];
  const next = pages[pages.length - 1]!.next;
  return {
    listings: pages.flatMap((p) => p.items),
    pagesLoaded: pages.length - 1,
    hasMore: next !== null && !last?.isPending && !last?.isError,
    loading: last?.isPending ?? false,
    failed: last?.isError ?? false,
    onLoadMore: () => next !== null && ask(next),
    onRetry: () => void last?.refetch(),
  };
}

/** Where the next page of a list starts: after an id (id order), or after a "time.id" cursor (event lists). */
type ListNext = { after: number } | { cursor: string };

/** One page of cards, as a list, a city tab and search answer it. */
type CardPage = Omit<RouterOutputs["listings"]["list"], "city">;

const nextOf = (page: CardPage): ListNext | null =>
  page.nextCursor !== null ? { cursor: page.nextCursor } : page.nextAfter !== null ? { after: page.nextAfter } : null;

/** A list (type and/or city) continued with keyset cursors. Key it by its filter, so a new filter starts over. */
export function ListingPages({ first, filter, ...shared }: Shared & { first: CardPage; filter: Omit<ListInput, "page" | "after" | "cursor"> }) {
  const pageHref = usePageHref(shared.search);
  const [nexts, setNexts] = useState<ListNext[]>([]);
  const more = trpc.useQueries((t) => nexts.map((next) => t.listings.list({ ...filter, ...next })));
  const paging = pagedCards(
    first,
    more,
    (p) => ({ items: p.items, next: nextOf(p) }),
    (next) => setNexts((list) => [...list, next]),
  );
  return <PagedCards {...shared} {...paging} count={first} page={first.page ?? 1} pageHref={pageHref} />;
}

/** Search results continued page by page. Key it by the query, so a new search starts over. */
export function SearchPages({ first, input, ...shared }: Shared & { first: RouterOutputs["listings"]["search"]; input: Omit<SearchInput, "page"> }) {
  const pageHref = usePageHref(shared.search);
  const [extra, setExtra] = useState<number[]>([]);
  const more = trpc.useQueries((t) => extra.map((page) => t.listings.search({ ...input, page })));
  const paging = pagedCards(
    first,
    more,
    (p) => ({ items: p.items, next: p.nextPage }),
    (page) => setExtra((list) => [...list, page]),
  );
  return <PagedCards {...shared} {...paging} count={first} page={first.page} pageHref={pageHref} />;
}
