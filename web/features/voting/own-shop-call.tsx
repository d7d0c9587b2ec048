// The landing page's call to coffee shop owners, linking to the nomination form (the way onto a ballot).
import { Icon } from "@web/components/ui/icon";
import { Link } from "react-router-dom";
import { votingMessages } from "@shared/voting/voting-texts";
import { nominatePath } from "@shared/routing/paths";

export function OwnShopCall() {
  return (
    <section aria-labelledby="own-a-coffee-shop" className="mx-auto max-w-6xl px-4 py-14">
      <div className="flex flex-col items-center gap-4 rounded-3xl bg-ink px-6 py-10 text-center text-white">
        <Icon name="coffee" className="size-10 text-amber-300" />
        <h2 id="own-a-coffee-shop" className="text-3xl font-bold tracking-tight">
          {votingMessages.ownShopHeading}
        </h2>
        <p className="max-w-xl text-gray-200">{votingMessages.ownShopText}</p>
        <Link to={nominatePath()} className="rounded-full bg-white px-6 py-3 font-semibold text-ink hover:bg-amber-100">
          {votingMessages.ownShopAction}
        </Link>
      </div>
    </section>
  );
}
