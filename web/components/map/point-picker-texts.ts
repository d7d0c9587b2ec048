// The text bundles the map picker's chunk loads with it: its own strings and the map's (zoom buttons,
// the land outline's credit), which the submit form, /owner and the staff editor do not carry.
export const POINT_PICKER_TEXTS = ["point-picker", "map"] as const;
