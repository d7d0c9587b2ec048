import type { ReactNode } from "react";

interface Props {
  id: string;
  title: string;
  intro?: ReactNode;
  /** A link or control at the right, e.g. "View All". */
  action?: ReactNode;
}

export function SectionHeading({ id, title, intro, action }: Props) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id={id} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {title}
        </h2>
        {intro && <p className="mt-1 text-gray-700">{intro}</p>}
      </div>
      {action}
    </div>
  );
}
