// The fields only some types have: an event's schedule (with its repeat wording) and a place's opening
// hours. The form starts with no type chosen, so neither shows at load: their code loads when the form is
// first focused (picking a type means focusing it), or when a type that needs them is shown first (a
// resubmission filled in from its link), not with the page.
import { lazy, Suspense, type ComponentProps } from "react";

const loadSchedule = () => import("@web/components/schedule/event-schedule-fields");
const loadHours = () => import("@web/components/hours-entry/opening-hours-fields");

const LazySchedule = lazy(() => loadSchedule().then((module) => ({ default: module.EventScheduleFields })));
const LazyHours = lazy(() => loadHours().then((module) => ({ default: module.OpeningHoursFields })));

export function preloadTypeFields() {
  void loadSchedule();
  void loadHours();
}

export function EventScheduleFields(props: ComponentProps<typeof LazySchedule>) {
  return (
    <Suspense fallback={null}>
      <LazySchedule {...props} />
    </Suspense>
  );
}

export function OpeningHoursFields(props: ComponentProps<typeof LazyHours>) {
  return (
    <Suspense fallback={null}>
      <LazyHours {...props} />
    </Suspense>
  );
}
