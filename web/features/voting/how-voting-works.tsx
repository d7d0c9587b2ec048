// The landing page's three steps.
import { Icon } from "@web/components/ui/icon";
import type { IconName } from "@web/components/ui/icon-names";
import { votingMessages } from "@shared/voting/voting-texts";

// A function, not a constant: its texts are read in the page's language each time it is used.
const steps = (): { icon: IconName; title: string; text: string }[] => [
  { icon: "map-pinned", title: votingMessages.step1Title, text: votingMessages.step1Text },
  { icon: "heart", title: votingMessages.step2Title, text: votingMessages.step2Text },
  { icon: "trophy", title: votingMessages.step3Title, text: votingMessages.step3Text },
];

export function HowVotingWorks() {
  return (
    <section aria-labelledby="how-voting-works" className="bg-gray-50">
      <div className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="how-voting-works" className="text-center text-3xl font-bold tracking-tight">
          {votingMessages.howItWorksHeading}
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {steps().map(({ icon, title, text }, index) => (
            <li key={title} className="rounded-2xl bg-white p-6 text-center shadow-sm">
              <span className="mx-auto grid size-12 place-items-center rounded-full bg-brand-100 text-brand-700">
                <Icon name={icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">
                <span className="text-brand-700">{index + 1}. </span>
                {title}
              </h3>
              <p className="mt-2 text-gray-700">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
