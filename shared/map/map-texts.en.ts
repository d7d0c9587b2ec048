// The map view's strings (English; the default locale): the map's name and hints,
// its pins' cards and its list twin (web/components/map/).

const texts = {
  // The map's accessible name: what it shows, and where.
  mapOf: {
    story: "Map of stories",
    event: "Map of events",
    gem: "Map of gems",
    shop: "Map of shops",
    job: "Map of jobs",
    all: "Map of places",
  },
  mapOfSearch: "Map of results for “{q}”",
  mapIn: "{map} in {city}",
  keyboardHint: "Select the map, then move it with the arrow keys and zoom with + and −.",
  failed: "The map could not be loaded. The list still works.",
  searchArea: "Search this area",
  inView: "On the map ({count})",
  noneInView: "Nothing in this part of the map. Zoom out or move it.",
  cluster: "{count} places here: zoom in",
  landAttribution: "Land: Natural Earth",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  close: "Close",
};

export default texts;
