// The fields only some types have: an event's schedule (with its repeat wording), a place's opening
// hours and a type's own fields (shared/listings/type-fields.ts); and where a listing stands (its
// neighbourhood and point). The form starts with no type chosen, so
// none shows at load: their code loads when the form is first focused (picking a type means focusing
// it), or when a type that needs them is shown first (a resubmission filled in from its link).
import { lazy, Suspense, type ComponentProps } from "react";

const loadSchedule = () => import("@web/components/schedule/event-schedule-fields");
const loadHours = () => import("@web/components/hours-entry/opening-hours-fields");
const loadOwn = () => import("@web/components/listings/type-field-control");
const loadPlace = () => import("@web/components/places/place-fields");

const LazySchedule = lazy(() => loadSchedule().then((module) => ({ default: module.EventScheduleFields })));
const LazyHours = lazy(() => loadHours().then((module) => ({ default: module.OpeningHoursFields })));
const LazyOwn = lazy(() => loadOwn().then((module) => ({ default: module.TypeFieldControl })));
const LazyPlace = lazy(() => loadPlace().then((module) => ({ default: module.PlaceFields })));

export function preloadTypeFields() {
  void loadSchedule();
  void loadHours();
  void loadOwn();
  void loadPlace();
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

export function TypeFieldControl(props: ComponentProps<typeof LazyOwn>) {
  return (
    <Suspense fallback={null}>
      <LazyOwn {...props} />
    </Suspense>
  );
}

export function PlaceFields(props: ComponentProps<typeof LazyPlace>) {
  return (
    <Suspense fallback={null}>
      <LazyPlace {...props} />
    </Suspense>
  );
}
