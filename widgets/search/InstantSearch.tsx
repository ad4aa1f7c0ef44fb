import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { t } from '#core/page/context'
import {
  createInstantSearch,
  type InstantSearch as Engine,
  normalizeTerm,
  type InstantState
} from '#core/search/instant'
import type { SearchResult } from '#core/search/parse'
import { productHref } from '../ui/product-state'
import { searchHistory } from '../ui/search-history'
import { InstantOption } from './InstantOption'
import { buildView, type InstantOption as Option, type View } from './view'

let instances = 0
let engine: Promise<typeof import('./engine')> | undefined
// A failed chunk load is not cached: the next keystroke tries again.
const loadEngine = () =>
  (engine ??= import('./engine').catch((error) => {
    engine = undefined
    console.error('[vitrine] search engine failed to load', error)
    throw error
  }))

interface Props {
  form: HTMLFormElement
  input: HTMLInputElement
}

/**
 * WAI-ARIA 1.2 combobox on the theme's own input (list autocomplete, no automatic selection): focus stays in the
 * input, aria-activedescendant points at the highlighted option. Enter with nothing highlighted is the form's own
 * submit, so the plain GET to the results page is always what a bare Enter does.
 */
export function InstantSearch({ form, input }: Props) {
  const id = useMemo(() => `vt-instant-${++instances}`, [])
  const history = searchHistory()
  const [value, setValue] = useState(input.value)
  const [terms, setTerms] = useState(history.list)
  const [open, setOpen] = useState(() => document.activeElement === input)
  const [active, setActiveState] = useState(-1)
  const { state, instant } = useInstantEngine(input, setValue)

  const view = buildView(value, state, terms)
  const visible = open && (view.options.length > 0 || Boolean(view.note) || Boolean(view.error))
  const activeId = visible && active >= 0 && active < view.options.length ? `${id}-${active}` : undefined
  // The highlight as the keys left it, before the render that shows it: an Enter right after an arrow picks the
  // option the arrow reached, not the empty field.
  const highlighted = useRef(-1)
  highlighted.current = activeId ? active : -1
  const setActive = (index: number) => {
    highlighted.current = index
    setActiveState(index)
  }

  // A new answer or a new mode means a new list: nothing is highlighted in it yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer, a new status or an emptied field means a new list
  useEffect(() => setActive(-1), [view.shownTerm, state.status, value.trim() === ''])

  const remember = () => rememberTerm(state, input.value)
  const setInput = (text: string) => {
    input.value = text
    setValue(text)
  }
  const clearHistory = () => {
    history.clear()
    setTerms([])
  }
  const activate = (option: Option) =>
    activateOption(option, { form, input, instant, remember, setInput, clearHistory })
  const keys: KeyContext = {
    view,
    visible,
    active,
    highlighted,
    setOpen,
    setActive,
    activate,
    setInput,
    instant,
    input
  }

  useInputListeners(input, form, {
    input: () => {
      // Fetched from the first letter, so it is there before the third letter's debounce ends.
      void loadEngine()
      setValue(input.value)
      setOpen(true)
      instant.input(input.value)
    },
    focus: () => {
      setTerms(history.list())
      setOpen(true)
    },
    blur: () => setOpen(false),
    submit: remember,
    keydown: (event) => onKey(event as KeyboardEvent, keys)
  })
  useComboboxAttributes(input, id, visible, activeId)

  return <InstantList id={id} view={view} state={state} visible={visible} active={active} activate={activate} />
}

/**
 * The search engine behind the box. Letters typed while the chunk loaded are searched at once: the shopper has waited
 * long enough. The term the results page wrote into the box (its default value) is not: the shopper is looking at its
 * results already. Layout effects run inside the mount's synchronous render: no keystroke can fall between the first
 * render and the listeners (a passive effect runs a frame later, and letters typed meanwhile would be lost to the list).
 */
function useInstantEngine(input: HTMLInputElement, setValue: (v: string) => void) {
  const [state, setState] = useState<InstantState<SearchResult>>({ status: 'idle', term: '' })
  const instant = useMemo(
    () =>
      createInstantSearch<SearchResult>({
        run: (term, signal) => loadEngine().then((engine) => engine.instantSearch(term, signal)),
        onChange: setState
      }),
    []
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: the theme's input and the search engine are the island's, fixed for its life
  useLayoutEffect(() => {
    setValue(input.value)
    if (input.value && input.value !== input.defaultValue) instant.flush(input.value)
    return () => instant.dispose()
  }, [])
  return { state, instant }
}

/** Only a term the shopper commits to (a product picked, the form sent) and that found something is remembered. */
function rememberTerm(state: InstantState<SearchResult>, typed: string) {
  if (state.status === 'done' && state.term === normalizeTerm(typed))
    searchHistory().add(state.term, state.result.total)
}

interface ActivateContext {
  form: HTMLFormElement
  input: HTMLInputElement
  instant: Engine
  remember(): void
  setInput(text: string): void
  clearHistory(): void
}

/** What choosing an option does: open a product, search a suggestion in place, send a term, clear the history. */
function activateOption(option: Option, { form, input, instant, remember, setInput, clearHistory }: ActivateContext) {
  switch (option.kind) {
    case 'product':
      remember()
      location.assign(productHref(option.product))
      return
    case 'suggestion':
      // Stay in the box: the corrected term's products replace the list at once.
      setInput(option.term)
      instant.flush(option.term)
      return
    case 'history':
      setInput(option.term)
      form.requestSubmit()
      return
    case 'all':
      form.requestSubmit()
      return
    case 'clear':
      clearHistory()
      input.focus()
  }
}

interface KeyContext {
  view: View
  visible: boolean
  active: number
  /** The highlighted option's index as the last key left it (-1: none). */
  highlighted: { current: number }
  setOpen(open: boolean): void
  setActive(index: number): void
  activate(option: Option): void
  setInput(text: string): void
  instant: Engine
  input: HTMLInputElement
}

/** The combobox keys: arrows move the highlight (opening the list), Enter picks, Escape closes then clears, Tab closes. */
function onKey(e: KeyboardEvent, k: KeyContext) {
  if (e.isComposing) return
  const count = k.view.options.length
  if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
    e.preventDefault()
    if (!count) return k.setOpen(true)
    const down = e.key === 'ArrowDown'
    if (!k.visible) {
      k.setOpen(true)
      return k.setActive(down ? 0 : count - 1)
    }
    k.setActive(down ? (k.active + 1) % count : k.active <= 0 ? count - 1 : k.active - 1)
  } else if (e.key === 'Enter') {
    const option = k.view.options[k.highlighted.current]
    if (!option) return // the form submits itself
    e.preventDefault()
    k.activate(option)
  } else if (e.key === 'Escape') {
    // Also stops the browser's own clearing of a search input: the first Escape only closes.
    e.preventDefault()
    if (k.visible) {
      k.setOpen(false)
      k.setActive(-1)
    } else if (k.input.value) {
      k.setInput('')
      k.instant.input('')
    }
  } else if (e.key === 'Tab') {
    k.setOpen(false)
  }
}

type Handlers = Record<'input' | 'keydown' | 'focus' | 'blur' | 'submit', (e: Event) => void>

/** The input's and form's listeners, attached once; they call the newest handlers through a ref. */
function useInputListeners(input: HTMLInputElement, form: HTMLFormElement, current: Handlers) {
  const handlers = useRef(current)
  handlers.current = current
  // biome-ignore lint/correctness/useExhaustiveDependencies: listeners go on the theme's input once; they call the latest handlers through a ref
  useLayoutEffect(() => {
    const call = (type: keyof Handlers) => (e: Event) => handlers.current[type](e)
    const listeners = (['input', 'keydown', 'focus', 'blur'] as const).map((type) => [type, call(type)] as const)
    for (const [type, fn] of listeners) input.addEventListener(type, fn)
    const submit = call('submit')
    form.addEventListener('submit', submit)
    return () => {
      for (const [type, fn] of listeners) input.removeEventListener(type, fn)
      form.removeEventListener('submit', submit)
    }
  }, [])
}

/** Combobox semantics go on the theme's input, and come off again if the island is unmounted. */
function useComboboxAttributes(input: HTMLInputElement, id: string, visible: boolean, activeId: string | undefined) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the combobox attributes go on the theme's input once; their changing parts have their own effect
  useLayoutEffect(() => {
    input.setAttribute('role', 'combobox')
    input.setAttribute('aria-autocomplete', 'list')
    input.setAttribute('aria-controls', `${id}-list`)
    return () =>
      ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant'].forEach((name) =>
        input.removeAttribute(name)
      )
  }, [])
  useLayoutEffect(() => {
    input.setAttribute('aria-expanded', String(visible))
    if (activeId) input.setAttribute('aria-activedescendant', activeId)
    else input.removeAttribute('aria-activedescendant')
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' })
  })
}

/** What the status region says about an answer: its count, or the view's note (nothing for an error). */
function announcement(view: View): string {
  if (view.error || view.total === undefined) return ''
  if (!view.total) return view.note ?? ''
  return view.total === 1 ? t('search.results_count_one') : t('search.results_count_other', { count: view.total })
}

interface ListProps {
  id: string
  view: View
  state: InstantState<SearchResult>
  visible: boolean
  active: number
  activate(option: Option): void
}

function InstantList({ id, view, state, visible, active, activate }: ListProps) {
  return (
    <>
      <div className="vt-sr-only" role="status">
        {visible ? announcement(view) : ''}
      </div>
      {/* Mouse down anywhere in the dropdown (an option, its scrollbar) must not blur the input and close it first. */}
      <div className="vt-instant" hidden={!visible} data-status={state.status} onMouseDown={(e) => e.preventDefault()}>
        {view.error && (
          <p className="vt-instant__error" role="alert">
            {t('error.search')}
          </p>
        )}
        {view.note && <p className="vt-instant__note">{view.note}</p>}
        <ul
          id={`${id}-list`}
          className="vt-instant__list"
          role="listbox"
          aria-label={view.label}
          data-term={view.shownTerm}
        >
          {view.options.map((option, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced as a whole per answer; positions are the options' ids (aria-activedescendant)
              key={i}
              id={`${id}-${i}`}
              role="option"
              aria-selected={i === active}
              // Reachable by the arrow keys (aria-activedescendant, scrolled into view), and focusable by script, so
              // the scrolling dropdown is no region a keyboard cannot reach; a tap never moves focus here (mouse down
              // is cancelled above), nor does Tab.
              tabIndex={-1}
              className={`vt-instant__option vt-instant__option--${option.kind}`}
              onClick={() => activate(option)}
            >
              <InstantOption option={option} />
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
