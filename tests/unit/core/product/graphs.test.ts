import { describe, expect, it } from 'vitest'
import { graphIds } from '#core/product/graphs'

const id = (n: number) => String(n).padStart(24, 'a')

describe('graphIds', () => {
  it('reads results[0].data[].row[0], distinct and in order', () => {
    expect(graphIds({ results: [{ data: [{ row: [id(1)] }, { row: [id(2)] }, { row: [id(1)] }] }] })).toEqual([
      id(1),
      id(2)
    ])
  })
  it('skips ids that are not ids and survives malformed answers', () => {
    expect(graphIds({ results: [{ data: [{ row: ['../x'] }, { row: [] }, null, { row: [id(3)] }] }] })).toEqual([id(3)])
    expect(graphIds(null)).toEqual([])
    expect(graphIds({ results: 'x' })).toEqual([])
  })
})
