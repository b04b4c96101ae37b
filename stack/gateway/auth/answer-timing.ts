/**
 * Sign-up and recovery must not tell, by how long they take, whether an address has an account
 * (a new account is hashed, inserted and mailed; a known one is not). Each such answer waits
 * until a fixed time after the request arrived, longer than the work normally takes, so every
 * answer leaves at about the same moment.
 */
import bcrypt from 'bcryptjs'

const DUMMY_SECRET = 'not-a-real-password'

export function answerClock(floorMs: number): { settle(): Promise<void> } {
  const start = Date.now()
  return {
    async settle() {
      const wait = start + floorMs - Date.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    },
  }
}

/** The cost of hashing a password, spent where no password is hashed, so both paths weigh alike. */
export async function spendHashTime(cost: number): Promise<void> {
  await bcrypt.hash(DUMMY_SECRET, cost)
}
