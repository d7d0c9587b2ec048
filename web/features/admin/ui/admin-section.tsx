// A titled part of an admin screen: a tab's section (h2) or a part of one (h3), named by its heading for
// assistive technology, with its intro under the heading when it has one.
import { useId, type ReactNode } from "react";

interface Props {
  heading: ReactNode;
  intro?: ReactNode;
  level?: 2 | 3;
  className?: string;
  children: ReactNode;
}

export function AdminSection({ heading, intro, level = 2, className, children }: Props) {
  const id = useId();
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={`mb-2 font-bold ${level === 2 ? "text-xl" : "text-lg"}`}>
        {heading}
      </Heading>
      {intro && <p className="mb-4 max-w-prose text-sm text-gray-700">{intro}</p>}
      {children}
    </section>
  );
}
