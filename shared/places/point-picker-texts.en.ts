// The map picker's strings (English; the default locale): placing a listing's point on a map, with a
// look-up over our own places (web/components/map/point-picker.tsx).

const texts = {
  heading: "Choose the point on a map",
  mapName: "Map for placing the point in {city}",
  keyboardHint:
    "The point is the middle of the map, under the cross. Select the map, then move it with the arrow keys and zoom with + and −; or drag it, or click a spot to bring it to the middle.",
  point: "Point: {lat}, {lon}",
  findLabel: "Find a place or neighbourhood",
  noMatch: "No place of ours matches.",
  neighbourhood: "Neighbourhood",
  centredOn: "The map is centred on {name}.",
  use: "Use this point",
  cancel: "Cancel",
  failed: "The map could not be loaded. You can still type the latitude and longitude.",
};

export default texts;
