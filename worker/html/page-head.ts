// Decides, per request path, what the edge puts into index.html: the HTTP status and the page head.
import { messages } from "@shared/messages";
import { matchRoute, type RouteMatch } from "@shared/routes";

export interface PageHead {
  status: 200 | 404;
  title: string;
  description?: string;
}

export function resolvePageHead(pathname: string): PageHead {
  const match = matchRoute(pathname);
  if (!match) return { status: 404, title: `${messages.notFound.heading} | ${messages.brand.name}` };
  return headForRoute(match);
}

function headForRoute(match: RouteMatch): PageHead {
  switch (match.id) {
    case "home":
      return {
        status: 200,
        title: messages.pageTitles.home,
        description: messages.pageDescriptions.home,
      };
    default:
      return { status: 200, title: messages.brand.name };
  }
}
