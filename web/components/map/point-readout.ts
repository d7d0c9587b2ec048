// The map picker's readout: the point under its cross, as it says it.
import { format } from "@shared/i18n/messages";
import { formatterFor } from "@shared/i18n/intl-format";
import type { Point } from "@shared/places/point";
import { pointPickerMessages } from "@shared/places/point-picker-texts";

/** Four decimals: about ten metres, enough to see the point move with each arrow key. */
const degrees = formatterFor((tag) => new Intl.NumberFormat(tag, { minimumFractionDigits: 4, maximumFractionDigits: 4, useGrouping: false }));

/** The readout under the map: "Point: 45.5231, -73.5970" / « Point : 45,5231 et -73,5970 ». */
export const pointReadout = (point: Point) =>
  format(pointPickerMessages.point, { lat: degrees().format(point.lat), lon: degrees().format(point.lon) });
