// Opening-hours strings (English; the default locale): the "Open now" badge, the week's hours and the
// hours widget of the submission form and the listing editor, with its validation texts.

const texts = {
  openNow: "Open now",
  closedNow: "Closed now",
  closesAt: "Closes at {time}",
  closesTomorrowAt: "Closes tomorrow at {time}",
  closesOnAt: "Closes {day} at {time}",
  opensAt: "Opens at {time}",
  opensTomorrowAt: "Opens tomorrow at {time}",
  opensOnAt: "Opens {day} at {time}",
  openingHours: "Opening hours",
  closed: "Closed",
  rangeSeparator: " – ",
  weekdays: {
    mo: "Monday",
    tu: "Tuesday",
    we: "Wednesday",
    th: "Thursday",
    fr: "Friday",
    sa: "Saturday",
    su: "Sunday",
  },
  invalidTime: "Please enter times as HH:MM.",
  overlap: "Opening hours on the same day must not overlap.",
  tooManyRanges: "Please use at most {max} ranges a day.",
  duplicateException: "Each exception date may appear only once.",
  tooManyExceptions: "Please use at most {max} exception dates.",
  invalidHours: "The opening hours are not valid.",
} as const;

export default texts;
