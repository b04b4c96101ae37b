import { describe, expect, it } from 'vitest'
import { meetsTbtGoal, tbtLimitMs } from '../../scripts/lib/tbt-goal'

describe('the bench TBT rule', () => {
  it('passes a route at or under 50 ms whatever its floor reads', () => {
    expect(meetsTbtGoal(50, 0)).toBe(true)
    expect(meetsTbtGoal(12, Number.NaN)).toBe(true)
  })

  it('passes a route over 50 ms only within 30 ms of its own no-script floor', () => {
    expect(meetsTbtGoal(95, 65)).toBe(true)
    expect(meetsTbtGoal(96, 65)).toBe(false)
    expect(meetsTbtGoal(51, 10)).toBe(false)
  })

  it('fails a route whose TBT was not measured', () => {
    expect(meetsTbtGoal(Number.NaN, 0)).toBe(false)
    expect(meetsTbtGoal(60, Number.NaN)).toBe(false)
  })

  it('names the limit that applied', () => {
    expect(tbtLimitMs(10)).toBe(50)
    expect(tbtLimitMs(70)).toBe(100)
  })
})
