// The account CLI's SQL: values are quoted so no address or hash can break out of its literal.
import { describe, expect, it } from "vitest";
import { sqlString, upsertAccountSql } from "@worker/cli/user-sql";
import { PBKDF2_ITERATIONS, hashPassword, verifyPassword } from "@worker/features/auth/password-hash";

describe("account CLI SQL", () => {
  it("quotes values as SQL string literals, doubling embedded quotes", () => {
    expect(sqlString("plain")).toBe("'plain'");
    expect(sqlString("o'brien@example.com")).toBe("'o''brien@example.com'");
    expect(sqlString("x'); DROP TABLE users; --")).toBe("'x''); DROP TABLE users; --'");
    expect(() => sqlString("nul\0byte")).toThrow();
  });

  it("creates or updates the account, ends its sessions, and grants the role only when asked", () => {
    const input = { newId: "id-1", email: "o'brien@example.com", passwordHash: "pbkdf2-sha256$100000$salt$hash" };
    const plain = upsertAccountSql(input);
    expect(plain).toContain("INSERT INTO users (id, email, password_hash) VALUES ('id-1', 'o''brien@example.com', 'pbkdf2-sha256$100000$salt$hash')");
    expect(plain).toContain("ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash");
    expect(plain).toContain("DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = 'o''brien@example.com')");
    expect(plain).not.toContain("user_roles");
    const moderator = upsertAccountSql({ ...input, role: "moderator" });
    // One role per account: the role given replaces the one held.
    expect(moderator).toContain("DELETE FROM user_roles WHERE user_id = (SELECT id FROM users WHERE email = 'o''brien@example.com')");
    expect(moderator).toContain("INSERT INTO user_roles (user_id, role) SELECT id, 'moderator' FROM users WHERE email = 'o''brien@example.com'");
    expect(moderator.indexOf("DELETE FROM user_roles")).toBeLessThan(moderator.indexOf("INSERT INTO user_roles"));
  });

  it("hashes in Node exactly as the Worker verifies (one shared module)", async () => {
    const stored = await hashPassword("a passphrase typed at the CLI");
    expect(stored.startsWith(`pbkdf2-sha256$${PBKDF2_ITERATIONS}$`)).toBe(true);
    expect(await verifyPassword("a passphrase typed at the CLI", stored)).toBe(true);
  });
});
