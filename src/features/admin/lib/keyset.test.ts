import { describe, expect, it } from 'vitest'
import { keysetAfter, quoteFilterValue, SORT_KEYS } from './keyset'

describe('keysetAfter', () => {
  const row = {
    created_at: '2025-10-08T03:30:00+00:00',
    id: 'b',
    last_name: "O'Brien",
    first_name: 'Zoë',
  }

  it('finds the next row of the newest-first list: older, or as old with a smaller id', () => {
    expect(keysetAfter(SORT_KEYS.newest, row)).toBe(
      'created_at.lt."2025-10-08T03:30:00+00:00",and(created_at.eq."2025-10-08T03:30:00+00:00",id.lt."b")',
    )
  })

  it('turns every comparison round to find the previous row', () => {
    expect(keysetAfter(SORT_KEYS.newest, row, true)).toBe(
      'created_at.gt."2025-10-08T03:30:00+00:00",and(created_at.eq."2025-10-08T03:30:00+00:00",id.gt."b")',
    )
  })

  it('orders by last name, first name and id for the name sort', () => {
    expect(keysetAfter(SORT_KEYS.name, row)).toBe(
      `last_name.gt."O'Brien",and(last_name.eq."O'Brien",first_name.gt."Zoë"),` +
        `and(last_name.eq."O'Brien",first_name.eq."Zoë",id.gt."b")`,
    )
  })
})

describe('quoteFilterValue', () => {
  it('escapes quotes and backslashes so a name cannot end the value early', () => {
    expect(quoteFilterValue('a"b\\c),id.eq.(1')).toBe('"a\\"b\\\\c),id.eq.(1"')
  })
})
