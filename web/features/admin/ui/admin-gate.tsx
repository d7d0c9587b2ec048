// The admin gate (spec sections 4, 6 and 8): on load the visitor must be logged in and hold a staff
// role (moderator, editor or admin; the dashboard shows each only its areas); otherwise a toast says why and they go to /. Any unexpected error also goes to /. This is only
// the screen's check: every admin call is refused on the server as well (worker/trpc/init.ts).
import { useEffect, useRef, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { adminMessages } from "@shared/admin/admin-texts";
import { pagePaths } from "@shared/routing/paths";
import { highestRole } from "@shared/people/staff-roles";
import { notify } from "@web/lib/notify";
import { trpc } from "@web/lib/trpc";
import type { Me } from "./admin-types";

type Access = "checking" | "admin" | "anonymous" | "notAdmin" | "error";

export function AdminGate({ children }: { children: (me: Me) => ReactNode }) {
  const navigate = useNavigate();
  // Always asked afresh: a session may have ended since the answer was cached.
  const me = trpc.auth.me.useQuery(undefined, { staleTime: 0 });
  const access: Access = me.isPending
    ? "checking"
    : me.isError
      ? "error"
      : !me.data
        ? "anonymous"
        : highestRole(me.data.roles) !== null
          ? "admin"
          : "notAdmin";

  // Each refusal is acted on once (StrictMode runs effects twice in development).
  const handled = useRef<Access | null>(null);
  useEffect(() => {
    if (access === "checking" || access === "admin" || handled.current === access) return;
    handled.current = access;
    if (access === "anonymous") {
      notify.error(adminMessages.accessDeniedTitle, adminMessages.notLoggedIn, {
        label: adminMessages.logIn,
        onClick: () => void navigate(pagePaths.login),
      });
    } else if (access === "notAdmin") {
      notify.error(adminMessages.accessDeniedTitle, adminMessages.notAdmin);
    } else {
      console.error("Admin access check failed", me.error);
    }
    void navigate(pagePaths.home, { replace: true });
  }, [access, me.error, navigate]);

  if (access !== "admin" || !me.data) {
    return (
      <p role="status" className="mx-auto max-w-6xl px-4 py-16 text-gray-700">
        {adminMessages.checkingAccess}
      </p>
    );
  }
  return children(me.data);
}
