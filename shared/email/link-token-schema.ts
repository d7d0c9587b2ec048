// Tokens of private links in e-mails (status page, newsletter confirmation and unsubscribe): base64url of
// 32 bytes, 43 characters. Anything else is refused before any lookup.
import "../forms/zod-setup";
import { z } from "zod";

export const linkTokenField = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "This link is not valid.");

export const submissionStatusInput = z.strictObject({ token: linkTokenField });
