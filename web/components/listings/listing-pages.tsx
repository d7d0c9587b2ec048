// "Load more" for lists, city tabs and search: the first page comes from the page's own query (edge
// rendered for ?page=N); each further page is fetched by its own cached query. Lists continue by
// keyset (the id of the last card shown), so cards inserted meanwhile never shift a page and no card
// shows twice; search continues by page number (its order is relevance).
import { useState } from "react";
import { useLocation } from "react-router-dom";
import type { ListInput, SearchInput } from "@shared/schemas/listings";
import { withPage } from "@shared/rules/pages";
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

/** A list (type and/or city) continued with `after` cursors. Key it by its filter, so a new filter starts over. */
export function ListingPages({
  first,
  filter,
  ...shared
}: Shared & { first: RouterOutputs["listings"]["list"]; filter: Omit<ListInput, "page" | "after"> }) {
  const pageHref = usePageHref(shared.search);
  const [afters, setAfters] = useState<number[]>([]);
  const more = trpc.useQueries((t) => afters.map((after) => t.listings.list({ ...filter, after })));
  const pages = [first, ...more.flatMap((q) => (q.data ? [q.data] : []))];
  const last = more[more.length - 1];
  const lastPage = pages[pages.length - 1]!;
  return (
    <PagedCards
      {...shared}
      listings={pages.flatMap((p) => p.items)}
      total={first.total}
      page={first.page ?? 1}
      pagesLoaded={pages.length - 1}
      hasMore={lastPage.nextAfter !== null && !last?.isPending && !last?.isError}
      loading={last?.isPending ?? false}
      failed={last?.isError ?? false}
      onLoadMore={() => lastPage.nextAfter !== null && setAfters((list) => [...list, lastPage.nextAfter!])}
      onRetry={() => void last?.refetch()}
      pageHref={pageHref}
    />
  );
}

/** Search results continued page by page. Key it by the query, so a new search starts over. */
export function SearchPages({
  first,
  input,
  ...shared
}: Shared & { first: RouterOutputs["listings"]["search"]; input: Omit<SearchInput, "page"> }) {
  const pageHref = usePageHref(shared.search);
  const [extra, setExtra] = useState<number[]>([]);
  const more = trpc.useQueries((t) => extra.map((page) => t.listings.search({ ...input, page })));
  const pages = [first, ...more.flatMap((q) => (q.data ? [q.data] : []))];
  const last = more[more.length - 1];
  const lastPage = pages[pages.length - 1]!;
  return (
    <PagedCards
      {...shared}
      listings={pages.flatMap((p) => p.items)}
      total={first.total}
      page={first.page}
      pagesLoaded={pages.length - 1}
      hasMore={lastPage.nextPage !== null && !last?.isPending && !last?.isError}
      loading={last?.isPending ?? false}
      failed={last?.isError ?? false}
      onLoadMore={() => lastPage.nextPage !== null && setExtra((list) => [...list, lastPage.nextPage!])}
      onRetry={() => void last?.refetch()}
      pageHref={pageHref}
    />
  );
}
