// @vitest-environment node
// Search is core code: no DOM, so the plain node environment is enough (and faster).
import { describe, expect, it } from 'vitest'
import { escapeLucene, idsBatch, simpleParams, simpleQuery } from '#core/search/simple'

const id = (n: number) => n.toString(16).padStart(24, '0')
const ids = (count: number) => Array.from({ length: count }, (_, i) => id(i + 1))

describe('simpleQuery by ids', () => {
  it('builds the platform query string, page size = number of ids, no sort', () => {
    const [a, b] = [id(1), id(2)]
    const query = simpleQuery({ ids: [a, b] })
    expect(query).toBe(`q=${encodeURIComponent(`visible:true AND _id:("${a}" "${b}")`)}&from=0&size=2`)
    expect(query).not.toContain('sort')
    expect(new URLSearchParams(query!).get('q')).toBe(`visible:true AND _id:("${a}" "${b}")`)
  })
  it('drops anything that is not a 24-hex id, and duplicates', () => {
    const a = 'ab'.repeat(12)
    const hostile = [
      '" OR visible:false',
      `${a}") OR (*`,
      'x'.repeat(24),
      a.slice(1),
      a + '0',
      '',
      a,
      a.toUpperCase(),
      a
    ]
    expect(simpleParams({ ids: hostile })).toEqual({
      q: `visible:true AND _id:("${a}" "${a.toUpperCase()}")`,
      from: 0,
      size: 2
    })
  })
  it('nothing valid -> null (no request)', () => {
    expect(simpleQuery({ ids: [] })).toBeNull()
    expect(simpleQuery({ ids: ['nope'] })).toBeNull()
  })
  it('honours from and size, ignoring nonsense', () => {
    expect(simpleParams({ ids: [id(1)] }, 10, 5)).toMatchObject({ from: 10, size: 5 })
    expect(simpleParams({ ids: [id(1)] }, -1, 0)).toMatchObject({ from: 0, size: 1 })
    expect(simpleParams({ ids: [id(1)] }, NaN, 2.5)).toMatchObject({ from: 0, size: 1 })
  })
})

describe('simpleQuery by text', () => {
  it('escapes query syntax so text stays text', () => {
    expect(simpleParams({ q: 'camiseta' })).toEqual({ q: 'visible:true AND (camiseta)', from: 0, size: 24 })
    expect(simpleParams({ q: 'a) OR visible:false OR (b' })?.q).toBe(
      'visible:true AND (a\\) or visible\\:false or \\(b)'
    )
    expect(simpleParams({ q: '  ' })).toBeNull()
  })
  it('escapes every Lucene special character', () => {
    const specials = '+-=&|!(){}[]^"~*?:\\/<>'
    expect(escapeLucene(specials)).toBe([...specials].map((c) => '\\' + c).join(''))
    expect(escapeLucene('NOT this AND that OR ANDROID')).toBe('not this and that or ANDROID')
  })
})

describe('idsBatch', () => {
  it.each([
    [3, false],
    [4, true],
    [70, true],
    [71, false],
    [0, false]
  ])('%i distinct ids -> batch %s', (count, apply) => {
    expect(idsBatch(ids(count))).toEqual({ ids: ids(count), apply, size: count, timeout: 5000 })
  })
  it('counts distinct ids only', () => {
    const three = ids(3)
    expect(idsBatch([...three, ...three, three[0]!]).apply).toBe(false)
    const seventy = ids(70)
    const batch = idsBatch([...seventy, ...seventy])
    expect(batch).toMatchObject({ apply: true, size: 70 })
    expect(batch.ids).toEqual(seventy)
  })
  it('invalid ids do not count', () => {
    expect(idsBatch([...ids(3), 'bad', 'worse', '']).apply).toBe(false)
  })
})
