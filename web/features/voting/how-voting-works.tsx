// The landing page's three steps.
import { Heart, MapPinned, Trophy } from "lucide-react";
import { messages } from "@shared/messages";

const STEPS = [
  { icon: MapPinned, title: messages.voting.step1Title, text: messages.voting.step1Text },
  { icon: Heart, title: messages.voting.step2Title, text: messages.voting.step2Text },
  { icon: Trophy, title: messages.voting.step3Title, text: messages.voting.step3Text },
];

export function HowVotingWorks() {
  return (
    <section aria-labelledby="how-voting-works" className="bg-gray-50">
      <div className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="how-voting-works" className="text-center text-3xl font-bold tracking-tight">
          {messages.voting.howItWorksHeading}
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="rounded-2xl bg-white p-6 text-center shadow-sm">
              <span className="mx-auto grid size-12 place-items-center rounded-full bg-brand-100 text-brand-700">
                <Icon aria-hidden className="size-6" />
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
