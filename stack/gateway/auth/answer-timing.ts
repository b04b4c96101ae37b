/**
 * Sign-up and recovery must not tell, by how long they take, whether an address has an account
 * (a new account is hashed, inserted and mailed; a known one is not). Each such answer waits until
 * a time after the request arrived that is at least a floor and at least as long as the slowest of
 * the recent answers' work took, so every answer leaves at about the same moment, also when a
 * busy machine makes the work slower than the floor.
 */
import bcrypt from 'bcryptjs'

const DUMMY_SECRET = 'not-a-real-password'
/** How many recent work durations set the pace. */
const RECENT = 16
/** One stalled request (an SMTP hiccup) must not hold every answer back: the pace stops here. */
const MAX_PACE_MS = 3000

export class AnswerPacer {
  private readonly recent: number[] = []

  constructor(private readonly floorMs: number) {}

  /** Starts the clock for one answer; `settle()` waits until it may leave. */
  start(): { settle(): Promise<void> } {
    const started = Date.now()
    return {
      settle: async () => {
        const worked = Date.now() - started
        this.recent.push(worked)
        if (this.recent.length > RECENT) this.recent.shift()
        const target = Math.min(MAX_PACE_MS, Math.max(this.floorMs, ...this.recent))
        const wait = started + target - Date.now()
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      },
    }
  }
}

/** The cost of hashing a password, spent where no password is hashed, so both paths weigh alike. */
export async function spendHashTime(cost: number): Promise<void> {
  await bcrypt.hash(DUMMY_SECRET, cost)
}
