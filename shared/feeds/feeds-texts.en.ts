// Feed strings (English; the default locale): the feeds' own titles and the "Subscribe" control on list and
// city pages.

const texts = {
  eventsCalendar: "Local Hype events",
  cityEventsCalendar: "Local Hype events in {city}",
  typeFeed: "Local Hype: new {heading}",
  typeFeedDescription: "The newest {heading} on Local Hype, every city.",
  cityFeed: "Local Hype: new in {city}",
  cityFeedDescription: "The newest stories, events, hidden gems and shops in {city} on Local Hype.",
  subscribe: "Subscribe",
  calendarLabel: "Events calendar",
  calendarHint: "Opens in your calendar app and stays up to date.",
  icsLink: "Download .ics",
  atomLabel: "News feed (Atom)",
  atomHint: "For feed readers: new listings as they are published.",
} as const;

export default texts;
