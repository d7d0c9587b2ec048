// "Going" in the browser: the event page's line of places, "Register Now" opening our form (its own
// chunk) and the immediate answer in English and French, and the organizer's settings form sending what
// the server validates.
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLocaleSource } from "@shared/i18n/active-locale";
import { goingLine } from "@shared/going/going-line";
import EventRegister from "@web/features/going/event-register";
import { RsvpSettingsForm } from "@web/components/going/rsvp-settings-form";
import { OrganizerList } from "@web/components/going/organizer-list";
import OwnerRsvpSettings from "@web/features/owners/owner-rsvp-settings";
import { refusal, renderWithApi } from "./api-harness";
import { catchDownloads } from "./catch-downloads";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  setLocaleSource(() => "en");
});

const summary = {
  enabled: true,
  occurrences: [
    { day: "2026-12-01", startAt: "2026-12-01T23:00:00.000Z" },
    { day: "2026-12-08", startAt: "2026-12-08T23:00:00.000Z" },
  ],
  occurrence: "2026-12-01",
  maxPlaces: 3,
  question: "Any allergies?",
  going: 42,
  waiting: 0,
  left: 8,
};

describe("the page line", () => {
  it("says the places going and left, full, or going alone without a limit, in the page's language", () => {
    expect(goingLine({ going: 42, left: 8 })).toBe("42 going · 8 places left");
    expect(goingLine({ going: 49, left: 1 })).toBe("49 going · 1 place left");
    expect(goingLine({ going: 50, left: 0 })).toBe("Full · join the waitlist");
    expect(goingLine({ going: 12, left: null })).toBe("12 going");
    setLocaleSource(() => "fr");
    expect(goingLine({ going: 42, left: 8 })).toBe("42 y vont · 8 places restantes");
    expect(goingLine({ going: 50, left: 0 })).toBe("Complet · inscrivez-vous sur la liste d'attente");
  });
});

describe("I'm going", () => {
  it("opens the form on Register Now, sends name, e-mail, places, date and answer, and says You're going", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<EventRegister listingId={100007} />, {
      "going.summary": () => summary,
      "going.rsvp": () => ({ status: "going" }),
    });
    expect(await screen.findByText("42 going · 8 places left")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Register Now" }));
    await user.selectOptions(await screen.findByLabelText(/Date/), "2026-12-08");
    await user.type(screen.getByLabelText(/Your name/), "Alex Martin");
    await user.type(screen.getByLabelText(/E-mail/), "alex@example.com");
    await user.selectOptions(screen.getByLabelText(/Places/), "2");
    await user.type(screen.getByLabelText("Any allergies?"), "Peanuts");
    await user.click(screen.getByRole("button", { name: "I'm going" }));
    expect((await screen.findByRole("status")).textContent).toBe("You're going");
    expect(calls.find((call) => call.path === "going.rsvp")?.input).toEqual({
      listingId: 100007,
      occurrence: "2026-12-08",
      name: "Alex Martin",
      email: "alex@example.com",
      places: 2,
      answer: "Peanuts",
    });
  });

  it("says the waitlist position in French, and shows the server's refusal on its field", async () => {
    setLocaleSource(() => "fr");
    const user = userEvent.setup();
    let first = true;
    renderWithApi(<EventRegister listingId={100007} />, {
      "going.summary": () => ({ ...summary, left: 0, going: 50 }),
      "going.rsvp": () => {
        if (!first) return { status: "waitlist", position: 3 };
        first = false;
        throw refusal("BAD_REQUEST", "Au plus 3 places par personne.", { places: ["Au plus 3 places par personne."] });
      },
    });
    expect(await screen.findByText("Complet · inscrivez-vous sur la liste d'attente")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "S'inscrire" }));
    await user.type(await screen.findByLabelText(/Votre nom/), "Alex");
    await user.type(screen.getByLabelText(/Courriel/), "alex@example.com");
    await user.click(screen.getByRole("button", { name: "J'y vais" }));
    expect(await screen.findByText("Au plus 3 places par personne.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "J'y vais" }));
    expect((await screen.findByRole("status")).textContent).toBe("Vous êtes sur la liste d'attente (n°\u00a03)");
  });

  it("checks the e-mail before sending anything", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<EventRegister listingId={100007} />, { "going.summary": () => summary });
    await user.click(await screen.findByRole("button", { name: "Register Now" }));
    await user.type(await screen.findByLabelText(/Your name/), "Alex");
    await user.type(screen.getByLabelText(/E-mail/), "not-an-address");
    await user.click(screen.getByRole("button", { name: "I'm going" }));
    expect(await screen.findByText("Please enter a valid email address.")).toBeTruthy();
    expect(calls.some((call) => call.path === "going.rsvp")).toBe(false);
  });

  it("shows nothing while the event takes no RSVPs", async () => {
    const { container, calls } = renderWithApi(<EventRegister listingId={100007} />, { "going.summary": () => ({ enabled: false }) });
    await waitFor(() => expect(calls.map((call) => call.path)).toEqual(["going.summary"]));
    expect(container.textContent).toBe("");
  });
});

describe("the private link", () => {
  it("opens the RSVP's own view from the e-mail's link, changes places and cancels", async () => {
    const token = "R".repeat(43);
    window.location.hash = `#rsvp=${token}`;
    const user = userEvent.setup();
    const qrSvg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><path d="M0,0h8v8h-8z"/></svg>';
    const view = {
      title: "Community potluck",
      occurrence: "2026-12-15",
      places: 2,
      maxPlaces: 4,
      status: "going",
      position: null,
      checkIn: { code: "ABC234", qrSvg },
    };
    const { calls } = renderWithApi(<EventRegister listingId={100007} />, {
      "going.summary": () => summary,
      "going.mine": () => view,
      "going.changePlaces": (input) => ({ ...view, places: (input as { places: number }).places }),
      "going.cancel": () => ({ ...view, status: "cancelled", checkIn: null }),
    });
    expect((await screen.findByRole("status")).textContent).toBe("You're going: 2 place(s) on Tue, December 15, 2026.");
    // The door's code, and its QR code drawn from the Worker's SVG as an image.
    expect(screen.getByText("Your check-in code: ABC234")).toBeTruthy();
    const qr = screen.getByRole<HTMLImageElement>("img", { name: "QR code of your check-in code ABC234" });
    expect(decodeURIComponent(qr.getAttribute("src")!)).toBe(`data:image/svg+xml,${qrSvg}`);
    await user.selectOptions(screen.getByLabelText("Places"), "1");
    await user.click(screen.getByRole("button", { name: "Change places" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("You're going: 1 place(s) on Tue, December 15, 2026."));
    await user.click(screen.getByRole("button", { name: "Cancel my RSVP" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("You cancelled this RSVP."));
    expect(screen.queryByRole("img")).toBeNull();
    expect(calls.filter((call) => call.path !== "going.summary").map((call) => [call.path, call.input])).toEqual([
      ["going.mine", { token }],
      ["going.changePlaces", { token, places: 1 }],
      ["going.cancel", { token }],
    ]);
    window.location.hash = "";
  });
});

describe("the organizer's settings", () => {
  it("sends places, the most per person, the question, the close time and the 2-hour reminder (off unless ticked); an empty capacity is no limit", async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    renderWithApi(<RsvpSettingsForm initial={null} saving={false} saved={false} serverErrors={{}} onSave={(settings) => saved.push(settings)} />, {});
    await user.click(screen.getByLabelText("Take RSVPs on this event's page"));
    await user.selectOptions(screen.getByLabelText("Most places per person"), "4");
    await user.type(screen.getByLabelText("A question for each person (optional)"), "Any allergies?");
    await user.click(screen.getByRole("button", { name: "Save RSVP settings" }));
    await user.type(screen.getByLabelText("Places (empty for no limit)"), "50");
    await user.click(screen.getByLabelText("Also remind 2 hours before"));
    await user.click(screen.getByRole("button", { name: "Save RSVP settings" }));
    expect(saved).toEqual([
      { enabled: true, capacity: null, max_places: 4, question: "Any allergies?", closes_at: null, remind_soon: false },
      { enabled: true, capacity: 50, max_places: 4, question: "Any allergies?", closes_at: null, remind_soon: true },
    ]);
  });

  it("refuses a capacity that is not a whole number before sending, and shows the server's field messages", async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    renderWithApi(
      <RsvpSettingsForm
        initial={null}
        saving={false}
        saved={false}
        serverErrors={{ closes_at: ["Please enter a valid date."] }}
        onSave={(s) => saved.push(s)}
      />,
      {},
    );
    expect(screen.getByText("Please enter a valid date.")).toBeTruthy();
    await user.type(screen.getByLabelText("Places (empty for no limit)"), "2.5");
    await user.click(screen.getByRole("button", { name: "Save RSVP settings" }));
    expect(screen.getByText("Places (empty for no limit) must be a whole number from 1 to 100000.")).toBeTruthy();
    expect(saved).toEqual([]);
  });
});

describe("the organizer's list", () => {
  const door = (code: string, checkedInAt: string | null = null) => ({ code, checkedInAt });
  const staff = { listingId: 100007, role: "staff" as const };
  const list = {
    zone: "America/Toronto",
    occurrences: [
      {
        day: "2026-12-10",
        going: 48,
        waiting: 1,
        left: 2,
        checkedIn: 12,
        rsvps: [
          { name: "Zoë Côté", places: 2, status: "going" as const, position: null, rsvpAt: "2026-11-29 12:00", answer: "Peanuts", ...door("ZWE234") },
          { name: "Dana Roy", places: 3, status: "waitlist" as const, position: 1, rsvpAt: "2026-11-29 13:30", answer: null, ...door("DAN234") },
          {
            name: "Sam Lee",
            places: 1,
            status: "going" as const,
            position: null,
            rsvpAt: "2026-11-29 14:00",
            answer: null,
            ...door("SAM234", "19:02"),
          },
        ],
      },
    ],
  };
  const rowsOf = (table: HTMLElement) =>
    within(table)
      .getAllByRole("row")
      .map((row) => row.textContent);

  it("shows each occurrence's people, places, status, RSVP time and answer under its totals, in English and French", () => {
    render(<OrganizerList list={list} via={staff} />);
    const table = screen.getByRole("table", { name: "2026-12-10 · 48 going · 2 places left · 1 waiting · 12 of 48 checked in" });
    expect(rowsOf(table)).toEqual([
      "NamePlacesStatusRSVP timeAnswerChecked in",
      "Zoë Côté2going2026-11-29 12:00Peanuts",
      "Dana Roy3waitlist #12026-11-29 13:30",
      "Sam Lee1going2026-11-29 14:0019:02",
    ]);
    // Until the organizer opens the door's check-in, the list only reads.
    expect(screen.queryByRole("button", { name: "Check in Zoë Côté" })).toBeNull();
    expect(screen.getByText("RSVP times are in the event's local time (America/Toronto).")).toBeTruthy();
    cleanup();
    setLocaleSource(() => "fr");
    render(<OrganizerList list={list} via={staff} />);
    const french = screen.getByRole("table", { name: "2026-12-10 · 48 y vont · 2 places restantes · 1 en attente · 12 arrivées sur 48" });
    expect(rowsOf(french)[2]).toBe("Dana Roy3liste d'attente n°\u00a012026-11-29 13:30");
    expect(screen.getByRole("heading", { name: "Qui y va" })).toBeTruthy();
  });

  it("says so when nobody is going yet, with no file to download", () => {
    render(<OrganizerList list={{ zone: "America/Toronto", occurrences: [] }} via={staff} />);
    expect(screen.getByText("Nobody has said they are going yet.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Download CSV" })).toBeNull();
  });

  it("downloads the same rows as a UTF-8 CSV with a header row", async () => {
    const user = userEvent.setup();
    const download = catchDownloads();
    render(<OrganizerList list={list} via={staff} />);
    await user.click(screen.getByRole("button", { name: "Download CSV" }));
    // The file's module loads on the tap.
    await waitFor(() => expect(download.name).toBe("rsvps.csv"));
    expect(download.blob!.type).toBe("text/csv;charset=utf-8");
    const bytes = new Uint8Array(await download.blob!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      '"Date","Name","Places","Status","RSVP time","Answer","Checked in"\r\n' +
        '"2026-12-10","Zoë Côté","2","going","2026-11-29 12:00","Peanuts",""\r\n' +
        '"2026-12-10","Dana Roy","3","waitlist #1","2026-11-29 13:30","",""\r\n' +
        '"2026-12-10","Sam Lee","1","going","2026-11-29 14:00","","19:02"\r\n',
    );
  });
});

describe("owners' settings on /owner", () => {
  it("shows the event's settings and who is going, and saves through the owners' procedure with the listing", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<OwnerRsvpSettings listingId={100007} />, {
      "going.ownerSettings": () => ({
        settings: { enabled: true, capacity: 10, max_places: 2, question: null, closes_at: null, remind_soon: false },
        list: {
          zone: "America/Toronto",
          occurrences: [
            {
              day: "2026-12-10",
              going: 2,
              waiting: 0,
              left: 8,
              checkedIn: 0,
              rsvps: [
                {
                  name: "Zoë Côté",
                  places: 2,
                  status: "going",
                  position: null,
                  rsvpAt: "2026-11-29 12:00",
                  answer: null,
                  code: "ZWE234",
                  checkedInAt: null,
                },
              ],
            },
          ],
        },
      }),
      "going.saveOwnerSettings": () => ({ saved: true }),
    });
    expect(await screen.findByText("Zoë Côté")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Places (empty for no limit)").value).toBe("10");
    await user.click(screen.getByLabelText("Also remind 2 hours before"));
    await user.click(screen.getByRole("button", { name: "Save RSVP settings" }));
    expect((await screen.findByRole("status")).textContent).toBe("RSVP settings saved.");
    expect(calls.find((call) => call.path === "going.saveOwnerSettings")?.input).toEqual({
      listingId: 100007,
      enabled: true,
      capacity: 10,
      max_places: 2,
      question: null,
      closes_at: null,
      remind_soon: true,
    });
  });
});

describe("check-in at the door", () => {
  const listOf = (checkedInAt: string | null) => ({
    settings: { enabled: true, capacity: 10, max_places: 2, question: null, closes_at: null, remind_soon: false },
    list: {
      zone: "America/Toronto",
      occurrences: [
        {
          day: "2026-12-10",
          going: 3,
          waiting: 1,
          left: 7,
          checkedIn: checkedInAt ? 2 : 0,
          rsvps: [
            { name: "Zoë Côté", places: 2, status: "going", position: null, rsvpAt: "2026-11-29 12:00", answer: null, code: "ZWE234", checkedInAt },
            {
              name: "Dana Roy",
              places: 1,
              status: "waitlist",
              position: 1,
              rsvpAt: "2026-11-29 13:30",
              answer: null,
              code: "DAN234",
              checkedInAt: null,
            },
            {
              name: "Sam Lee",
              places: 1,
              status: "going",
              position: null,
              rsvpAt: "2026-11-29 14:00",
              answer: null,
              code: "SAM234",
              checkedInAt: null,
            },
          ],
        },
      ],
    },
  });

  it("checks in a scanned or typed code, says who, keeps the field ready for the next one, and shows why a code is refused", async () => {
    const user = userEvent.setup();
    let checkedIn: string | null = null;
    const { calls } = renderWithApi(<OwnerRsvpSettings listingId={100007} />, {
      "going.ownerSettings": () => listOf(checkedIn),
      "going.ownerCheckIn": (input) => {
        const { code } = input as { code: string };
        if (code !== "zwe 234") throw refusal("CONFLICT", "This code is on the waitlist: not checked in.");
        if (checkedIn) throw refusal("CONFLICT", "Already checked in at 19:02: Zoë Côté.");
        checkedIn = "19:02";
        return { name: "Zoë Côté", places: 2, checkedInAt: "19:02" };
      },
    });
    await user.click(await screen.findByRole("button", { name: "Check in at the door" }));
    const field = await screen.findByLabelText("Check-in code");
    // A waitlisted row gets no button; the people going do.
    expect(screen.getByRole("button", { name: "Check in Sam Lee" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Check in Dana Roy" })).toBeNull();
    // A scanner types the code and presses Enter.
    await user.type(field, "zwe 234{Enter}");
    await waitFor(() => expect(screen.getByText("Checked in: Zoë Côté, 2 place(s).").getAttribute("role")).toBe("status"));
    expect(field).toHaveProperty("value", "");
    expect(document.activeElement).toBe(field);
    // The list is read again: the row shows the time and the totals count the places.
    expect(await screen.findByRole("table", { name: "2026-12-10 · 3 going · 7 places left · 1 waiting · 2 of 3 checked in" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Check in Zoë Côté" })).toBeNull();
    await user.type(field, "zwe 234{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe("Already checked in at 19:02: Zoë Côté.");
    // A row's button sends its own code.
    await user.click(screen.getByRole("button", { name: "Check in Sam Lee" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("This code is on the waitlist: not checked in."));
    expect(calls.filter((call) => call.path === "going.ownerCheckIn").map((call) => call.input)).toEqual([
      { listingId: 100007, occurrence: "2026-12-10", code: "zwe 234" },
      { listingId: 100007, occurrence: "2026-12-10", code: "zwe 234" },
      { listingId: 100007, occurrence: "2026-12-10", code: "SAM234" },
    ]);
  });

  it("is worded in French", async () => {
    setLocaleSource(() => "fr");
    const user = userEvent.setup();
    renderWithApi(<OwnerRsvpSettings listingId={100007} />, { "going.ownerSettings": () => listOf(null) });
    await user.click(await screen.findByRole("button", { name: "Noter les arrivées à l'entrée" }));
    expect(await screen.findByLabelText("Code d'entrée")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Noter l'arrivée de Sam Lee" })).toBeTruthy();
    expect(screen.getByRole("table", { name: "2026-12-10 · 3 y vont · 7 places restantes · 1 en attente · 0 arrivées sur 3" })).toBeTruthy();
  });
});

describe("the message to everyone going", () => {
  const view = {
    settings: { enabled: true, capacity: 10, max_places: 2, question: null, closes_at: null, remind_soon: false },
    list: {
      zone: "America/Toronto",
      occurrences: ["2026-12-10", "2026-12-17"].map((day) => ({
        day,
        going: 1,
        waiting: 0,
        left: 9,
        checkedIn: 0,
        rsvps: [
          {
            name: "Zoë Côté",
            places: 1,
            status: "going",
            position: null,
            rsvpAt: "2026-11-29 12:00",
            answer: null,
            code: "ZWE234",
            checkedInAt: null,
          },
        ],
      })),
    },
  };

  it("sends the subject, the message and the occurrence through the side's procedure, and says to how many it went or why not", async () => {
    const user = userEvent.setup();
    let sends = 0;
    const { calls } = renderWithApi(<OwnerRsvpSettings listingId={100007} />, {
      "going.ownerSettings": () => view,
      "going.ownerMessage": () => {
        sends++;
        if (sends === 2) throw refusal("TOO_MANY_REQUESTS", "At most 3 messages per event in 24 hours. Try again later.");
        if (sends === 3) throw refusal("BAD_REQUEST", "Invalid input", { subject: ["Subject must be at most 120 characters."] });
        return { sent: 42 };
      },
    });
    await user.click(await screen.findByRole("button", { name: "Message everyone going" }));
    const form = await screen.findByRole("form", { name: "Message everyone going" });
    await user.selectOptions(within(form).getByLabelText("Date"), "2026-12-17");
    await user.type(within(form).getByLabelText("Subject"), "Doors open at 6");
    expect(within(form).getByText("At most 120 characters.")).toBeTruthy();
    await user.type(within(form).getByLabelText("Message (plain text)"), "Bring a plate.{Enter}See you!");
    await user.click(within(form).getByLabelText("Also send it to the waitlist"));
    await user.click(within(form).getByRole("button", { name: "Send the message" }));
    await waitFor(() => expect(within(form).getByRole("status").textContent).toBe("Sent to 42 people."));
    await user.click(within(form).getByRole("button", { name: "Send the message" }));
    await waitFor(() => expect(within(form).getByRole("alert").textContent).toBe("At most 3 messages per event in 24 hours. Try again later."));
    await user.click(within(form).getByRole("button", { name: "Send the message" }));
    expect(await within(form).findByText("Subject must be at most 120 characters.")).toBeTruthy();
    expect(within(form).getByRole("alert").textContent).toBe("");
    expect(calls.find((call) => call.path === "going.ownerMessage")?.input).toEqual({
      listingId: 100007,
      occurrence: "2026-12-17",
      subject: "Doors open at 6",
      message: "Bring a plate.\nSee you!",
      include_waitlist: true,
    });
  });

  it("is worded in French, one person in the singular", async () => {
    setLocaleSource(() => "fr");
    const user = userEvent.setup();
    renderWithApi(<OwnerRsvpSettings listingId={100007} />, { "going.ownerSettings": () => view, "going.ownerMessage": () => ({ sent: 1 }) });
    await user.click(await screen.findByRole("button", { name: "Écrire à toutes les personnes inscrites" }));
    const form = await screen.findByRole("form", { name: "Écrire à toutes les personnes inscrites" });
    await user.type(within(form).getByLabelText("Objet"), "Portes à 18 h");
    await user.type(within(form).getByLabelText("Message (texte simple)"), "Apportez un plat.");
    await user.click(within(form).getByRole("button", { name: "Envoyer le message" }));
    await waitFor(() => expect(within(form).getByRole("status").textContent).toBe("Envoyé à 1 personne."));
  });
});
