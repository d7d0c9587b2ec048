// Fills the submit form's required fields the way a person does (userEvent), for component tests.
import { screen } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";

interface Submission {
  title: string;
  type: "story" | "event" | "gem" | "shop" | "job";
  description: string;
  /** Events: the date field (yyyy-mm-dd). */
  date?: string;
}

export async function fillSubmission(user: ReturnType<typeof userEvent.setup>, { title, type, description, date }: Submission) {
  await user.type(screen.getByLabelText(/^Your name/), "Ada Baker");
  await user.type(screen.getByLabelText(/^Email/), "ada@example.com");
  await user.type(screen.getByLabelText(/^Title/), title);
  await user.selectOptions(screen.getByLabelText(/^Content type/), type);
  await user.type(screen.getByLabelText(/^Description/), description);
  await user.selectOptions(screen.getByLabelText(/^City/), "Halifax");
  await user.type(screen.getByLabelText(/^Location/), "North End");
  if (date) await user.type(screen.getByLabelText(/^Date/), date);
}
