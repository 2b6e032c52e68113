/**
 * Password hashing: argon2id with 19 MiB of memory and 2 passes (OWASP's minimum for argon2id),
 * through Bun's native implementation. The encoded hash carries its parameters, so raising them later
 * keeps old hashes verifiable.
 */
const ARGON2_OPTIONS = { algorithm: 'argon2id', memoryCost: 19 * 1024, timeCost: 2 } as const;

export const hashPassword = (password: string) => Bun.password.hash(password, ARGON2_OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a user's hash — or, for an unknown user, against a throwaway hash with
 * the same cost, so "no such user" and "wrong password" take the same time.
 */
export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  dummyHash ??= hashPassword('finx-timing-equaliser');
  const ok = await Bun.password.verify(password, hash ?? (await dummyHash), 'argon2id');
  return ok && hash !== undefined;
}
