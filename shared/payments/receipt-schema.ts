// A payment's receipt is reached through its submission's status token and the payment's id: the token
// proves who asks, the id picks one of the submission's payments.
import "../forms/zod-setup";
import { z } from "zod";
import { linkTokenField } from "../email/link-token-schema";

export const receiptInput = z.strictObject({ token: linkTokenField, payment: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
