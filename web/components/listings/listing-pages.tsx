// "Load more" for lists, city tabs and search: the first page comes from the page's own query (edge
// rendered for ?page=N); each further page is fetched by its own cached query. Lists continue by
// keyset (the id of the last card shown; for event lists, in time order, its time and id), so cards
// inserted meanwhile never shift a page and no card shows twice; search continues by page number (its
// order is relevance).
import { useState, useEffect, useRef } from "react";
import { useLocation, Link } from "react-router-dom";
import type { ListInput, SearchInput } from "@shared/listings/listings-schema";
import { withPage } from "@shared/listings/paging";
import { trpc, type RouterOutputs, type ListingSummary } from "@web/lib/trpc";
import { format } from "@shared/i18n/messages";
import { listingMessages } from "@shared/listings/listing-texts";
import { secondaryButton } from "@web/components/ui/button-styles";
import { QueryError } from "@web/components/ui/query-error";
import { useHydrated } from "@web/lib/use-hydrated";
import { ListingGridSkeleton } from "./listing-grid-skeleton";
import { ListingCard } from "./listing-card";

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
type CardPage = Omit<RouterOutputs["listings"]["list"], "city" | "areas">;

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

// A grid of listing cards that comes in pages. Without JavaScript (and for crawlers) "Load more" and
// "Previous page" are plain ?page=N links the edge renders; once the app runs, "Load more" is a
// button that appends the next page in place and keeps focus where it was.
interface PagedCardsProps {
  listings: readonly ListingSummary[];
  /** How many match (all pages); `totalCapped`: more than `total` (the count stopped at its cap: "50+"). */
  count: { total: number; totalCapped: boolean };
  /** The page the URL asked for (the first one shown). */
  page: number;
  /** More pages exist after the ones shown. */
  hasMore: boolean;
  /** The next page is being fetched / failed. */
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  /** The URL of a page (?page=N on the current URL). */
  pageHref: (page: number) => string;
  /** Pages appended so far by "Load more". */
  pagesLoaded: number;
  emptyText: string;
  headingLevel?: "h2" | "h3";
  priorityCount?: number;
}

function PagedCards(props: PagedCardsProps) {
  const hydrated = useHydrated();
  const { listings, count, page, hasMore, loading, failed } = props;
  const nextPage = page + props.pagesLoaded + 1;
  const grid = useRef<HTMLDivElement>(null);
  // The card count when "Load more" was pressed: once the page arrives, focus moves to its first card
  // (the button may be gone, and the new cards are where the reader is going).
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || listings.length <= from) return;
    focusFrom.current = null;
    grid.current?.querySelectorAll("li")[from]?.querySelector("a")?.focus();
  }, [listings.length]);
  // Never fewer than the cards shown: a capped count ("50+") with more pages loaded says "Showing 72 of 72+".
  const status = format(count.totalCapped ? listingMessages.showingAtLeast : listingMessages.showing, {
    shown: listings.length,
    total: Math.max(count.total, listings.length),
  });
  const loadMore = () => {
    focusFrom.current = listings.length;
    props.onLoadMore();
  };
  return (
    <>
      <div ref={grid}>
        <ListingGrid listings={listings} emptyText={props.emptyText} headingLevel={props.headingLevel} priorityCount={props.priorityCount} />
      </div>
      {loading && (
        <div className="mt-6">
          <ListingGridSkeleton count={3} />
        </div>
      )}
      {failed && (
        <div className="mt-6">
          <QueryError onRetry={props.onRetry} />
        </div>
      )}
      {listings.length > 0 && (
        <nav aria-label={listingMessages.pagesLabel} className="mt-8 flex flex-col items-center gap-3">
          <p role="status" className="text-sm text-gray-700">
            {status}
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            {page > 1 && (
              <Link to={props.pageHref(page - 1)} className={secondaryButton}>
                {listingMessages.previousPage}
              </Link>
            )}
            {hasMore &&
              (hydrated ? (
                <button type="button" onClick={loadMore} disabled={loading} className={secondaryButton}>
                  {loading ? listingMessages.loadingMore : listingMessages.loadMore}
                </button>
              ) : (
                <a href={props.pageHref(nextPage)} className={secondaryButton}>
                  {listingMessages.loadMore}
                </a>
              ))}
          </div>
        </nav>
      )}
    </>
  );
}

// A page of cards, or the empty text (paged lists); apart from the skeleton, which pages show while
// loading, so pages without a paged list (home) do not load it.
interface Props {
  listings: readonly ListingSummary[];
  /** Shown instead of the grid when there are no listings. */
  emptyText: string;
  /** How many leading cards are above the fold (eager images). */
  priorityCount?: number;
  /** The cards' heading level: h2 right under the page's h1, h3 inside a titled section. */
  headingLevel?: "h2" | "h3";
}

function ListingGrid({ listings, emptyText, priorityCount = 0, headingLevel = "h3" }: Props) {
  if (listings.length === 0) {
    return <p className="rounded-2xl border border-dashed border-gray-300 p-8 text-center text-gray-700">{emptyText}</p>;
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {listings.map((listing, index) => (
        <li key={`${listing.type}-${listing.id}`} className="flex">
          <ListingCard listing={listing} priority={index < priorityCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
